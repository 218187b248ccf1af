// What an app importing only the SVG component pays beyond React: no Konva, no react-konva, and
// none of the core's other exports (a page that also calls createChart pays for that too). The
// same bundle as scripts/check-size.mjs's RadarChartSvg row, so the two figures agree.
export { RadarChartSvg } from '../../src/react/index';
