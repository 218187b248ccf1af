import { VIEW_BOX_SIZE } from '../geometry/constants';
import type { Scene } from '../scene/types';

/**
 * Position and scale that fit the view box into the scene's size, centred, like SVG's default
 * `preserveAspectRatio="xMidYMid meet"`, so Konva and SVG place the chart identically.
 */
export function viewBoxTransform(scene: Pick<Scene, 'width' | 'height'>): {
  x: number;
  y: number;
  scaleX: number;
  scaleY: number;
} {
  const scale = Math.min(scene.width, scene.height) / VIEW_BOX_SIZE;
  return {
    x: (scene.width - VIEW_BOX_SIZE * scale) / 2,
    y: (scene.height - VIEW_BOX_SIZE * scale) / 2,
    scaleX: scale,
    scaleY: scale,
  };
}
