export { GridScreen } from './GridScreen';
export { clampColumns, defaultColumns, gridOrder, MAX_COLUMNS, MIN_COLUMNS } from './gridOrder';
export type { GridSort } from './gridOrder';
