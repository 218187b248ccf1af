export {
  chartStore,
  createChartStore,
  selectActiveChart,
  selectCanRedo,
  selectCanUndo,
  useChartStore,
} from './chartStore';
export type { ChartStoreState } from './types';
