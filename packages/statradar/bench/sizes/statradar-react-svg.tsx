// What an app importing only the SVG component pays beyond React: no Konva, no react-konva.
import { createElement } from 'react';
import { RadarChartSvg } from '../../src/react/index';
import { createChart } from '../../src/index';

export const element = createElement(RadarChartSvg, { chart: createChart(), width: 150 });
