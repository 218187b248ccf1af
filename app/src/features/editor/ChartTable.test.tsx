import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Chart } from 'statradar';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ChartTable,
  LARGE_TABLE_CELLS,
  nextRowsPerTask,
  TABLE_CELLS_PER_TASK,
  TABLE_TASK_BUDGET_MS,
} from './ChartTable';

function chartWith(dataSets: number, attributes = 12): Chart {
  const labels = Array.from({ length: attributes }, (_, index) => ({ name: `Attribute ${index + 1}` }));
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

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Chart values' });
  // The header row is the first row.
  return within(table).getAllByRole('row').slice(1);
}

describe('ChartTable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('draws a large table a chunk of rows per task, so opening it does not block input', () => {
    render(<ChartTable chart={chartWith(150)} />);
    const perTask = Math.floor(TABLE_CELLS_PER_TASK / 13);
    // Before, all 150 rows (1,950 cells) were drawn in the task that opened the table.
    expect(bodyRows()).toHaveLength(perTask);
    expect(screen.getByRole('table', { name: 'Chart values' }).getAttribute('aria-busy')).toBe('true');

    act(() => void vi.runOnlyPendingTimers());
    expect(bodyRows()).toHaveLength(2 * perTask);

    while (vi.getTimerCount() > 0) act(() => void vi.runOnlyPendingTimers());
    expect(bodyRows()).toHaveLength(150);
    expect(screen.getByRole('table', { name: 'Chart values' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('sizes each later chunk to the task budget at the last chunk’s pace, growing at most twofold', () => {
    expect(TABLE_TASK_BUDGET_MS).toBe(40);
    // 10 rows took 20 ms: 20 would fit 40 ms, and twice 10 is the cap.
    expect(nextRowsPerTask(10, 20)).toBe(20);
    expect(nextRowsPerTask(10, 5)).toBe(20);
    // 10 rows took 80 ms: 5 fit.
    expect(nextRowsPerTask(10, 80)).toBe(5);
    expect(nextRowsPerTask(3, 50)).toBe(2);
    // Slower than the budget for one row: still a row per task.
    expect(nextRowsPerTask(1, 300)).toBe(1);
    // Too fast to measure (a coarse clock): doubles.
    expect(nextRowsPerTask(4, 0)).toBe(8);
  });

  it('draws later chunks sized by the time the last one took to draw', () => {
    // A clock at which each drawn row has taken 10 ms.
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => 10 * bodyRows().length);
    // 100 attributes: a row is 101 cells, so the first task draws one row.
    render(<ChartTable chart={chartWith(40, 100)} />);
    const drawn = [bodyRows().length];
    while (vi.getTimerCount() > 0) {
      act(() => void vi.runOnlyPendingTimers());
      drawn.push(bodyRows().length);
    }
    // 1 row, then 2 (twice as many at most), then 4 (40 ms at 10 ms a row), and so on to the end.
    expect(drawn).toEqual([1, 2, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40]);
    clock.mockRestore();
  });

  it('only a table past LARGE_TABLE_CELLS lays out and paints each row on its own', () => {
    // 153 rows of 13 cells (12 values and the name) is 1,989 cells; 154 rows, 2,002.
    expect(LARGE_TABLE_CELLS).toBe(2000);
    render(<ChartTable chart={chartWith(153)} />);
    expect(screen.getByRole('table', { name: 'Chart values' }).className).toBe('editor-table');
    cleanup();
    render(<ChartTable chart={chartWith(154)} />);
    expect(screen.getByRole('table', { name: 'Chart values' }).className).toBe(
      'editor-table editor-table-large',
    );
  });

  it('draws a small table at once', () => {
    render(<ChartTable chart={chartWith(10)} />);
    expect(bodyRows()).toHaveLength(10);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('moving down into a row not drawn yet draws it and focuses its cell', () => {
    render(<ChartTable chart={chartWith(150)} />);
    const perTask = Math.floor(TABLE_CELLS_PER_TASK / 13);
    const last = screen.getByRole('textbox', { name: `Player ${perTask} Attribute 1` });
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: `Player ${perTask + 1} Attribute 1` }),
    );
  });

  it('names a value cell by its place when its data set or attribute name is blank', () => {
    const chart = chartWith(2, 3);
    chart.data[1]!.name = '  ';
    chart.labels[2]!.name = '';
    render(<ChartTable chart={chart} />);
    expect(screen.getByRole('textbox', { name: 'Data set 2 Attribute 1' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Player 1 Attribute 3' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Data set 2 Attribute 3' })).toBeTruthy();
  });

  it('names Delete row and Delete column by place when the current row or column has a blank name', () => {
    const chart = chartWith(2, 4);
    chart.data[0]!.name = '';
    chart.labels[0]!.name = ' ';
    render(<ChartTable chart={chart} />);
    expect(screen.getByRole('button', { name: 'Delete row Data set 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete column Attribute 1' })).toBeTruthy();
  });
});
