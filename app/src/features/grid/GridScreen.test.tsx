import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as Statradar from 'statradar';
import type { Chart } from 'statradar';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Counts the figures worked out under each card: one call per card drawn.
const { formatAreaPercent } = vi.hoisted(() => ({ formatAreaPercent: vi.fn() }));
vi.mock('statradar', async (importOriginal) => {
  const actual = await importOriginal<typeof Statradar>();
  formatAreaPercent.mockImplementation(actual.formatAreaPercent);
  return { ...actual, formatAreaPercent };
});

import { Grid } from './GridScreen';

function chartWith(dataSets: number): Chart {
  const labels = Array.from({ length: 6 }, (_, index) => ({ name: `Attribute ${index + 1}` }));
  return {
    metadata: { name: 'Many players', description: '' },
    labels,
    data: Array.from({ length: dataSets }, (_, set) => ({
      name: `Player ${String(set + 1).padStart(3, '0')}`,
      description: '',
      color: '#4363d8',
      values: labels.map((_, label) => 10 + ((set * 7 + label * 13) % 91)),
    })),
  };
}

describe('Grid', () => {
  afterEach(() => {
    cleanup();
    formatAreaPercent.mockClear();
  });

  it('only reorders its cards when the direction flips, without drawing each card again', () => {
    render(<Grid chart={chartWith(60)} settingsId="grid-test-direction" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(60);
    expect(formatAreaPercent).toHaveBeenCalledTimes(60);
    formatAreaPercent.mockClear();

    fireEvent.click(screen.getByRole('button', { name: /Direction/ }));

    const names = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(names[0]).toContain('Player 060');
    expect(names[59]).toContain('Player 001');
    // Before the cards were memoised, each of the 60 was rendered again (60 calls).
    expect(formatAreaPercent).not.toHaveBeenCalled();
  });

  it('does not draw the cards again while the columns box holds no number', () => {
    render(<Grid chart={chartWith(40)} settingsId="grid-test-columns" />);
    formatAreaPercent.mockClear();
    const columns = screen.getByRole('spinbutton', { name: 'Number Columns' });
    fireEvent.change(columns, { target: { value: '' } });
    fireEvent.blur(columns);
    expect(formatAreaPercent).not.toHaveBeenCalled();
  });

  it('draws the cards again when what they show changes', () => {
    render(<Grid chart={chartWith(10)} settingsId="grid-test-sort" />);
    formatAreaPercent.mockClear();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'mean' } });
    expect(formatAreaPercent).toHaveBeenCalledTimes(10);
  });
});
