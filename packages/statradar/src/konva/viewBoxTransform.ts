import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Scene } from '../scene/types';

/**
 * Position and scale that fit the view box into the scene's size, centred, like SVG's default
 * `preserveAspectRatio="xMidYMid meet"`, so Konva and SVG place the chart identically.
 */
export function viewBoxTransform(scene: Pick<Scene, 'width' | 'height'> & Partial<Pick<Scene, 'viewBox'>>): {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
} {
  const box = scene.viewBox ?? { x: 0, y: 0, width: VIEW_BOX_SIZE, height: VIEW_BOX_SIZE };
  const scale = Math.min(scene.width / box.width, scene.height / box.height);
  return {
    x: (scene.width - box.width * scale) / 2 - box.x * scale,
    y: (scene.height - box.height * scale) / 2 - box.y * scale,
    scaleX: scale,
    scaleY: scale,
  };
}
