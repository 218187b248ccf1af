/**
 * `statradar/svg`: drawing without a DOM. Lays out the labels, turns a chart into the
 * renderer-agnostic scene (shapes with stable ids) and writes the scene as a standalone SVG string.
 * No DOM, no Konva, no React: it runs in browsers, workers and Node. `statradar/konva`,
 * `statradar/react` and `statradar/node` draw the same scene.
 */
export type { Box, LabelLayout, LabelLayoutOptions, LabelPlacement } from '../geometry';
export { layoutLabels } from '../geometry';

export type {
  Scene,
  SceneShape,
  ScenePolygon,
  SceneCircle,
  SceneLine,
  SceneText,
  SceneOptions,
  // Legend, title, caption and scale (issue 10).
  SceneRect,
  SceneViewBox,
  SceneLegendEntry,
  LegendOptions,
  LegendPosition,
  ScaleOptions,
  // Opt-in parts of the scene for bundles that draw without them (issue 9).
  SceneFeature,
} from '../scene';
export { buildScene, sceneDecorations, sceneScale } from '../scene';

// The export bitmap caps shared by statradar/konva and statradar/node (issue 10).
export { MAX_BITMAP_SIDE, MAX_BITMAP_PIXELS, bitmapSize, type BitmapSizeInput } from '../scene/bitmapSize';

export { sceneToSvg, chartToSvg, escapeXml, type SvgOptions } from './sceneToSvg';

// The text measure the layouts use (a built-in DejaVu Sans advance table, the same on every
// machine), for hosts fitting their own text beside a chart, such as a link-preview card.
export { textWidth } from '../geometry/textWidth';
export { ELLIPSIS, textTruncate, textWrapLines } from '../geometry/textTruncate';
