import { VIEW_BOX_SIZE } from '../geometry/constants';

/** The view-box area a scene draws; a chart alone covers the 400 x 400 square. */
export interface ViewBoxArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

const CHART_SQUARE: ViewBoxArea = { x: 0, y: 0, width: VIEW_BOX_SIZE, height: VIEW_BOX_SIZE };

/** The scene's view box, or the chart square for scenes that carry none. */
export function sceneViewBox(scene: { viewBox?: ViewBoxArea }): ViewBoxArea {
  return scene.viewBox ?? CHART_SQUARE;
}

/**
 * Position and scale that fit the scene's view box into its output size, centred, like SVG's
 * default `preserveAspectRatio="xMidYMid meet"`, so Konva, the PNG export and SVG place the chart
 * identically. Maps view-box (u, v) to output (x + u * scaleX, y + v * scaleY).
 */
export function viewBoxTransform(scene: { width: number; height: number; viewBox?: ViewBoxArea }): {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
} {
  const box = sceneViewBox(scene);
  const scale = Math.min(scene.width / box.width, scene.height / box.height);
  return {
    x: (scene.width - box.width * scale) / 2 - box.x * scale,
    y: (scene.height - box.height * scale) / 2 - box.y * scale,
    scaleX: scale,
    scaleY: scale,
  };
}
