import type { Chart } from 'statradar';
import { repairChart } from 'statradar/data';

import { SAMPLE_CHARTS } from '../../../app/src/features/samples/sampleCharts.ts';

/** A chart the server can show, preview or embed, found by its id. */
export interface FoundChart {
  id: string;
  chart: Chart;
  /** Changes whenever the chart does (a cloud chart's updated_at): the key of cached cards. */
  version: string;
  /**
   * sample: one of the app's sample charts; public: public and approved (listed in the feed);
   * link: any other cloud chart, reachable only by whoever has its id (its share link).
   */
  visibility: 'sample' | 'public' | 'link';
  /** The account that owns a cloud chart (none for samples): card drawing is shared out by it. */
  owner?: string;
}

export type ChartLookup = (id: string) => Promise<FoundChart | null>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ChartRow {
  data: unknown;
  updated_at: string;
  user_id: string;
  is_public: boolean;
  is_approved: boolean;
}

/**
 * Finds sample charts in the app's list and cloud charts through the REST API with the service
 * role. Only ever by exact id, like the app's get_chart call: the server never lists charts.
 */
export function chartLookup(api: { url: string; serviceRoleKey: string }): ChartLookup {
  return async (id) => {
    if (Object.hasOwn(SAMPLE_CHARTS, id)) {
      return { id, chart: SAMPLE_CHARTS[id]!, version: 'sample', visibility: 'sample' };
    }
    if (!UUID.test(id)) return null;
    const query = new URLSearchParams({
      select: 'data,updated_at,user_id,is_public,is_approved',
      id: `eq.${id.toLowerCase()}`,
    });
    const response = await fetch(`${api.url}/rest/v1/radar_chart?${query}`, {
      headers: { apikey: api.serviceRoleKey, Authorization: `Bearer ${api.serviceRoleKey}` },
    });
    if (!response.ok) throw new Error(`Reading chart ${id} failed: ${response.status}`);
    const rows = (await response.json()) as ChartRow[];
    const row = rows[0];
    if (!row) return null;
    // Read as the app reads it: a chart that breaks a limit (an older upload) is shown repaired;
    // one the engine cannot read at all is shown nowhere (the app says so on its page).
    const parsed = repairChart(row.data);
    if (!parsed.ok) return null;
    return {
      // One spelling per chart (ids are matched in any case): caches and ETags key on it.
      id: id.toLowerCase(),
      chart: parsed.value,
      version: row.updated_at,
      visibility: row.is_public && row.is_approved ? 'public' : 'link',
      owner: row.user_id,
    };
  };
}
