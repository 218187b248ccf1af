// ECharts core with the radar chart (which installs the radar component) and the SVG renderer.
import { RadarChart } from 'echarts/charts';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([RadarChart, SVGRenderer]);

export { echarts };
