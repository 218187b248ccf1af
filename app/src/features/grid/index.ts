export { GridScreen } from './GridScreen';
export { clampColumns, gridOrder, MAX_COLUMNS, MIN_COLUMNS } from './gridOrder';
export type { GridSort } from './gridOrder';
