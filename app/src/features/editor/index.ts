export { EditorScreen, useChartStoreReady } from './EditorScreen';
export { useElementWidth } from './useElementWidth';
