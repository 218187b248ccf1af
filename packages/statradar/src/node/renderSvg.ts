import { buildSceneFor, type SceneOptions } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import type { Chart } from '../model/types';

/**
 * A chart as a standalone SVG string: the same scene the browser draws, serialised without a DOM.
 *
 * @example
 * writeFileSync('chart.svg', renderSvg(createChart(), { width: 600, watermark: 'Made with StatRadar' }));
 */
export function renderSvg(chart: Chart, options?: SceneOptions): string {
  return sceneToSvg(buildSceneFor('renderSvg', chart, options));
}
