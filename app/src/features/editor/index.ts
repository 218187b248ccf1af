export { EditorScreen } from './EditorScreen';
export { useChartStoreReady } from './useChartStoreReady';
export { useElementWidth } from './useElementWidth';
export { openChartLink } from './openChartLink';
