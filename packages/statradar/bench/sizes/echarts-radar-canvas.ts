// ECharts core with the radar chart (which installs the radar component) and the canvas renderer.
import { RadarChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([RadarChart, CanvasRenderer]);

export { echarts };
