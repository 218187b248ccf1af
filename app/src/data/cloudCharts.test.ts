import { describe, expect, it } from 'vitest';

import { chartFromCloudData, chartToCloudData, cloudChartFromRow, isCloudChartId } from './cloudCharts';

const chart = {
  metadata: { name: 'Snacks', description: 'Crunch matters' },
  labels: [{ name: 'Taste' }, { name: 'Price' }, { name: 'Crunch' }],
  data: [{ name: 'Chips', description: '', color: '#92f0da', values: [80, 50, 70] }],
};

describe('cloud chart mapping', () => {
  it('recognises uuids as cloud ids and sample slugs as not', () => {
    expect(isCloudChartId('0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b')).toBe(true);
    expect(isCloudChartId('0B6F3C1E-9A4D-4B8E-8F2A-1C2D3E4F5A6B')).toBe(true);
    expect(isCloudChartId('art-the-sun')).toBe(false);
    expect(isCloudChartId('0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b-extra')).toBe(false);
  });

  it('stores exactly metadata, labels and data', () => {
    const withExtra = { ...chart, somethingElse: true };
    expect(Object.keys(chartToCloudData(withExtra))).toEqual(['metadata', 'labels', 'data']);
  });

  it('maps a readable row to a cloud chart with its flags', () => {
    const row = {
      id: '0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b',
      data: chart,
      is_public: true,
      is_approved: false,
      updated_at: '2025-08-29T10:00:00+00:00',
    };
    expect(cloudChartFromRow(row)).toEqual({
      id: '0b6f3c1e-9a4d-4b8e-8f2a-1c2d3e4f5a6b',
      chart,
      problem: '',
      isPublic: true,
      isApproved: false,
      updatedAt: '2025-08-29T10:00:00+00:00',
    });
  });

  it('keeps an unreadable row with the reason instead of dropping or throwing', () => {
    const mapped = cloudChartFromRow({
      id: 'x',
      data: { metadata: { name: 'Broken' }, labels: 'none', data: [] },
    });
    expect(mapped.chart).toBeNull();
    expect(mapped.problem).toContain('labels');
    expect(mapped.isPublic).toBe(false);
  });

  it('reads cloud data through the engine parser, so old numeric strings still load', () => {
    const old = { ...chart, data: [{ ...chart.data[0], values: ['80', '50', '70'] }] };
    expect(chartFromCloudData(old).chart?.data[0]?.values).toEqual([80, 50, 70]);
    expect(chartFromCloudData('not a chart').chart).toBeNull();
  });
});

describe('cloud charts that break a limit', () => {
  it('open repaired (an over-long name is cut) instead of being unreadable', () => {
    const long = {
      metadata: { name: 'n'.repeat(201), description: '' },
      labels: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
      data: [{ name: 'X', description: '', color: '#fff', values: [1, 2, 3] }],
    };
    expect(chartFromCloudData(long).chart?.metadata.name).toHaveLength(200);
  });
});
