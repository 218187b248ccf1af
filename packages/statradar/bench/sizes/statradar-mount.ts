// What an embedder of the interactive chart bundles: `mountRadarChart` and the core code it uses
// (a bundler drops the core's other exports, such as the parser, unless the page imports them).
export { mountRadarChart } from '../../src/konva/index';
