import { GridScreen } from '../features/grid';

/** /grid: the active chart's data sets side by side. */
export function GridPage() {
  return <GridScreen />;
}
