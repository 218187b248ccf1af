import type { Chart, ChartMetadata } from './types';

/**
 * The chart with its name, description or style changed by `patch`.
 * @example updateMetadata(chart, { name: 'Team A' })
 */
export function updateMetadata(chart: Chart, patch: Partial<ChartMetadata>): Chart {
  return { ...chart, metadata: { ...chart.metadata, ...patch } };
}
