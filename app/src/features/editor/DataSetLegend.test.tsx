import { cleanup, render, screen } from '@testing-library/react';
import type * as Statradar from 'statradar';
import { setValue } from 'statradar';
import type { Chart } from 'statradar';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Counts the legend entries drawn: each works out its data set's mean value once.
const { meanValue } = vi.hoisted(() => ({ meanValue: vi.fn() }));
vi.mock('statradar', async (importOriginal) => {
  const actual = await importOriginal<typeof Statradar>();
  meanValue.mockImplementation(actual.meanValue);
  return { ...actual, meanValue };
});

import { DataSetLegend } from './DataSetLegend';

function chartWith(dataSets: number): Chart {
  const labels = Array.from({ length: 5 }, (_, index) => ({ name: `Attribute ${index + 1}` }));
  return {
    metadata: { name: 'Many players', description: '' },
    labels,
    data: Array.from({ length: dataSets }, (_, set) => ({
      name: `Player ${set + 1}`,
      description: '',
      color: '#4363d8',
      values: labels.map(() => 50),
    })),
  };
}

describe('DataSetLegend', () => {
  afterEach(() => {
    cleanup();
    meanValue.mockClear();
  });

  it('draws only the edited data set’s entry again on a value change (a slider step)', () => {
    const chart = chartWith(150);
    const { rerender } = render(<DataSetLegend chart={chart} selected={3} />);
    expect(meanValue).toHaveBeenCalledTimes(150);
    meanValue.mockClear();

    rerender(<DataSetLegend chart={setValue(chart, 3, 0, 100)} selected={3} />);

    // Before the entries were memoised, all 150 were drawn again on every step.
    expect(meanValue).toHaveBeenCalledTimes(1);
    const entry = screen.getByRole('button', { name: 'Player 4', pressed: true }).closest('li');
    expect(entry?.textContent).toContain('60');
  });

  it('draws the two entries whose pressed state changes when another data set is selected', () => {
    const chart = chartWith(20);
    const { rerender } = render(<DataSetLegend chart={chart} selected={0} />);
    meanValue.mockClear();
    rerender(<DataSetLegend chart={chart} selected={5} />);
    expect(meanValue).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Player 6' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Player 1' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('calls a data set with a blank name by its place, so its button has a name', () => {
    const chart = chartWith(3);
    chart.data[1]!.name = '   ';
    render(<DataSetLegend chart={chart} selected={0} />);
    const entry = screen.getByRole('button', { name: 'Data set 2', pressed: false });
    expect(entry.textContent).toBe('Data set 2');
    expect(entry.title).toBe('Data set 2');
    expect(screen.getByRole('button', { name: 'Player 3' })).toBeTruthy();
  });
});
