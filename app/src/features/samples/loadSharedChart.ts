import { parseChart } from 'statradar';
import type { Chart } from 'statradar';

import { SAMPLE_CHARTS } from './sampleCharts';

interface CloudChartsModule {
  fetchCloudChart?: (id: string) => Promise<Chart | null>;
}

// Hook point for cloud charts: app/src/data/cloudCharts.ts (accounts issue) exports fetchCloudChart.
// import.meta.glob matches nothing until that file exists, so this builds before and after it lands,
// and the module stays out of the editor's bundle until a non-sample id is opened.
const cloudChartModules = import.meta.glob<CloudChartsModule>('../../data/cloudCharts.ts');

/**
 * The chart behind /chart/{id}: a sample chart, else a cloud chart when cloud support is built in;
 * null when no chart has that id. Cloud data crosses the network, so it is parsed again here.
 */
export async function loadSharedChart(id: string): Promise<Chart | null> {
  const sample = Object.hasOwn(SAMPLE_CHARTS, id) ? SAMPLE_CHARTS[id] : undefined;
  if (sample) return sample;
  const loadCloudModule = Object.values(cloudChartModules)[0];
  if (!loadCloudModule) return null;
  const { fetchCloudChart } = await loadCloudModule();
  if (typeof fetchCloudChart !== 'function') return null;
  const cloudChart = await fetchCloudChart(id);
  if (cloudChart === null) return null;
  const parsed = parseChart(cloudChart);
  return parsed.ok ? parsed.value : null;
}
