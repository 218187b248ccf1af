// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Chart } from 'statradar';

import { chartFingerprint } from './localChartsExtras';

const chart: Chart = {
  metadata: { name: 'Snacks', description: '', style: { fillStyle: 'outline', gridLine: 'circle' } },
  labels: [{ name: 'Taste' }, { name: 'Price' }, { name: 'Crunch' }],
  data: [{ name: 'Chips', description: '', color: '#92f0da', values: [80, 50, 70] }],
};

describe('chart fingerprints', () => {
  it('are equal for the same content whatever the order of its keys', () => {
    // Style keys in the order they were set in the editor; the cloud's jsonb reorders keys too.
    const reordered: Chart = {
      data: [{ values: [80, 50, 70], color: '#92f0da', name: 'Chips', description: '' }],
      labels: chart.labels,
      metadata: { style: { gridLine: 'circle', fillStyle: 'outline' }, description: '', name: 'Snacks' },
    };
    expect(chartFingerprint(reordered)).toBe(chartFingerprint(chart));
  });

  it('differ when the content differs', () => {
    const renamed = { ...chart, metadata: { ...chart.metadata, name: 'Snack' } };
    expect(chartFingerprint(renamed)).not.toBe(chartFingerprint(chart));
    const restyled = { ...chart, metadata: { ...chart.metadata, style: { fillStyle: 'outline' as const } } };
    expect(chartFingerprint(restyled)).not.toBe(chartFingerprint(chart));
  });

  it('stay what they were for a chart already in the engine’s key order (links stored before match)', () => {
    // What the fingerprint was before it ordered keys: FNV-1a of the 243 characters of JSON.
    expect(chartFingerprint(chart)).toBe('41677380:243');
  });
});
