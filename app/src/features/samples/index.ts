export { SAMPLE_CHARTS } from './sampleCharts';
export { loadSharedChart } from './loadSharedChart';
