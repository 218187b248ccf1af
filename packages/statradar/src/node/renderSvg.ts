import { buildSceneFor, type SceneOptions } from '../scene/buildScene';
import { sceneToSvg } from '../svg/sceneToSvg';
import type { Chart } from '../model/types';

/**
 * A chart as a standalone SVG string: the same scene the browser draws, serialised without a DOM.
 * Options as {@link buildScene} (size, legend, title, caption, scale, watermark, ...).
 * @throws TypeError for a non-chart (naming each wrong field) or an option of the wrong type;
 * RangeError for an option out of range (`renderSvg: options.width must be a finite number greater
 * than 0, got NaN.`).
 *
 * @example
 * writeFileSync('chart.svg', renderSvg(createChart(), { width: 600, watermark: 'Made with StatRadar' }));
 */
export function renderSvg(chart: Chart, options?: SceneOptions): string {
  return sceneToSvg(buildSceneFor('renderSvg', chart, options));
}
