// Chart.js with only what a radar needs (no tooltip, no legend).
import { Chart, Filler, LineElement, PointElement, RadarController, RadialLinearScale } from 'chart.js';

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler);

export { Chart };
