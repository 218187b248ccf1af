export type { Scene, SceneShape, ScenePolygon, SceneCircle, SceneLine, SceneText } from './types';
export { buildScene, type SceneOptions } from './buildScene';
