import type { Chart } from 'statradar';

import { saveChart, TEMP_CHART_ID } from '../data/localCharts';
import type { ChartStoreState } from './types';

type Set = (recipe: (state: ChartStoreState) => void) => void;

/**
 * Saves an edited chart and records the outcome in the UI slice. A failed save (storage full) keeps
 * the edit in memory and shows a message; the chart's next save then rewrites all three keys.
 * The temporary chart is never saved after it was opened ("No edits you make will be saved").
 */
export function persistEditedChart(
  state: ChartStoreState,
  set: Set,
  id: string,
  next: Chart,
  previous: Chart,
): void {
  if (id === TEMP_CHART_ID) return;
  const hadFailed = state.unsavedChartIds.includes(id);
  const result = saveChart(id, next, hadFailed ? undefined : previous);
  if (result.ok && !hadFailed) return;
  set((draft) => {
    if (result.ok) {
      draft.unsavedChartIds = draft.unsavedChartIds.filter((entry) => entry !== id);
      if (draft.unsavedChartIds.length === 0) draft.storageMessage = null;
    } else {
      if (!draft.unsavedChartIds.includes(id)) draft.unsavedChartIds.push(id);
      draft.storageMessage = result.message;
    }
  });
}
