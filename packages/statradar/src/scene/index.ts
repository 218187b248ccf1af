export type {
  Scene,
  SceneShape,
  ScenePolygon,
  SceneCircle,
  SceneLine,
  SceneText,
  SceneRect,
  SceneViewBox,
  SceneLegendEntry,
} from './types';
export { buildScene, type SceneOptions, type LegendOptions } from './buildScene';
export type { LegendPosition } from './decorations';
export type { ScaleOptions } from './scale';
export type { SceneFeature } from './sceneFeature';
export { sceneDecorations } from './sceneDecorations';
export { sceneScale } from './sceneScale';
