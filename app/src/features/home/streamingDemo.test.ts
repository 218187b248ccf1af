// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DEMO_ATTRIBUTES, DEMO_SERVICES, demoChart, easeInOutCubic, valuesBetween } from './streamingDemo';

describe('streaming demo', () => {
  it('scores four services on the six spec attributes with values from 0 to 100', () => {
    expect(DEMO_ATTRIBUTES).toEqual([
      'Original Shows',
      'Library',
      'UI/UX',
      'Suggestion Algo',
      'Ads',
      'Price',
    ]);
    expect(DEMO_SERVICES).toHaveLength(4);
    for (const service of DEMO_SERVICES) {
      expect(service.values).toHaveLength(6);
      for (const value of service.values) expect(value >= 0 && value <= 100).toBe(true);
    }
  });

  it('eases from 0 to 1 through the midpoint, slowly at both ends', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeCloseTo(0.0625, 10);
    expect(easeInOutCubic(0.75)).toBeCloseTo(0.9375, 10);
    expect(easeInOutCubic(-1)).toBe(0);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it('interpolates each value linearly between two services', () => {
    expect(valuesBetween([0, 100, 50], [100, 0, 50], 0.25)).toEqual([25, 75, 50]);
    expect(valuesBetween([10, 20], [30, 40], 1)).toEqual([30, 40]);
  });

  it('builds a one-data-set chart named after the service', () => {
    const chart = demoChart(DEMO_SERVICES[0]!, [1, 2, 3, 4, 5, 6]);
    expect(chart.labels.map((label) => label.name)).toEqual([...DEMO_ATTRIBUTES]);
    expect(chart.data).toEqual([
      { name: 'Netflix', description: '', color: '#e5484d', values: [1, 2, 3, 4, 5, 6] },
    ]);
  });
});
