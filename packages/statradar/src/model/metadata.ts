import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './constants';
import { cutText } from './cutText';
import type { Chart, ChartMetadata } from './types';

/**
 * The chart with its name, description or style changed by `patch`; a name or description is cut
 * to the length {@link parseChart} accepts (200 and 20,000 characters).
 * @example updateMetadata(chart, { name: 'Team A' })
 */
export function updateMetadata(chart: Chart, patch: Partial<ChartMetadata>): Chart {
  const metadata = { ...chart.metadata, ...patch };
  if (patch.name !== undefined) metadata.name = cutText(patch.name, MAX_NAME_LENGTH);
  if (patch.description !== undefined)
    metadata.description = cutText(patch.description, MAX_DESCRIPTION_LENGTH);
  return { ...chart, metadata };
}
