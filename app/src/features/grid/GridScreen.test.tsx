import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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

import { Grid, GRID_CARDS_PER_TASK } from './GridScreen';

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

/** Runs the tasks that draw the remaining cards, one chunk each, until none is left. */
function drawRemainingCards() {
  while (vi.getTimerCount() > 0) act(() => void vi.runOnlyPendingTimers());
}

/** Renders the grid with every card drawn. */
function renderAll(chart: Chart, settingsId: string) {
  vi.useFakeTimers();
  const result = render(<Grid chart={chart} settingsId={settingsId} />);
  drawRemainingCards();
  return result;
}

describe('Grid', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    formatAreaPercent.mockClear();
  });

  it('names the card of a data set with a blank name by its number', () => {
    const chart = chartWith(2);
    chart.data[1]!.name = '  ';
    renderAll(chart, 'grid-test-blank-set-name');
    expect(
      screen.getByRole('button', { name: /^Data set 2: Area \d+%, Mean \d+\. Open in the editor$/ }),
    ).toBeTruthy();
  });

  it('names a blank-named attribute by its place in the sort list', () => {
    const chart = chartWith(2);
    chart.labels[1]!.name = ' \u200B';
    renderAll(chart, 'grid-test-blank-attribute');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    const options = [...sort.querySelectorAll('option')].map((option) => option.textContent);
    expect(options).toContain('Attribute 2');
    expect(options).not.toContain(' \u200B');
  });

  it('heads a chart with a blank name as the page title does, never with an empty heading', () => {
    renderAll({ ...chartWith(2), metadata: { name: '  ', description: '' } }, 'grid-test-blank-name');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Radar Chart Generator');
  });

  it('draws a large grid’s cards in chunks, one task each, so input is handled between them', () => {
    vi.useFakeTimers();
    render(<Grid chart={chartWith(200)} settingsId="grid-test-chunks" />);
    // Before, all 200 charts and their figures were made in the first render's task.
    expect(screen.getAllByRole('listitem')).toHaveLength(GRID_CARDS_PER_TASK);
    expect(formatAreaPercent).toHaveBeenCalledTimes(GRID_CARDS_PER_TASK);
    expect(screen.getByRole('list', { name: '200 data sets' }).getAttribute('aria-busy')).toBe('true');

    formatAreaPercent.mockClear();
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getAllByRole('listitem')).toHaveLength(2 * GRID_CARDS_PER_TASK);
    // The cards already drawn are not drawn again.
    expect(formatAreaPercent).toHaveBeenCalledTimes(GRID_CARDS_PER_TASK);

    drawRemainingCards();
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getByRole('list', { name: '200 data sets' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('only reorders its cards when the direction flips, without drawing each card again', () => {
    renderAll(chartWith(60), 'grid-test-direction');
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
    renderAll(chartWith(40), 'grid-test-columns');
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
