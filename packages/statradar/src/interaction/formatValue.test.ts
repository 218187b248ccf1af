import { describe, expect, it } from 'vitest';
import { chartSummary } from './chartSummary';
import { formatValue } from './formatValue';
import { vertexTooltipText } from './vertexAtPoint';
import { createChart, setValue } from '../model';

describe('formatValue', () => {
  it('rounds to at most two decimals and drops trailing zeros', () => {
    expect(formatValue(80)).toBe('80');
    expect(formatValue(76.48409348976256)).toBe('76.48');
    expect(formatValue(66.5)).toBe('66.5');
    expect(formatValue(0.004)).toBe('0');
    expect(formatValue(99.999)).toBe('100');
  });

  it('formats the tooltip and the accessible table alike', () => {
    const chart = setValue(createChart(), 0, 1, 76.48409348976256);
    expect(vertexTooltipText(chart, { series: 0, attribute: 1 })).toBe(
      `${chart.data[0]!.name} · ${chart.labels[1]!.name}: 76.48`,
    );
    expect(chartSummary(chart).rows[0]!.cells[1]).toBe('76.48');
  });
});
