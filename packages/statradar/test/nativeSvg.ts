import type { Scene, SceneCircle, SceneLine, SceneShape } from '../src/scene/types';
import { sceneToSvg } from '../src/svg/sceneToSvg';

/** An invisible shape (a legend entry's hit area): it draws nothing and keeps its neighbours apart. */
const SPACER: SceneShape = {
  id: 'spacer',
  kind: 'rect',
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  cornerRadius: 0,
  fill: null,
  fillOpacity: 0,
  stroke: null,
  strokeOpacity: 0,
  strokeWidth: 0,
};

/**
 * The reference for sceneToSvg's paths, written without them: the scene's SVG with every line and
 * circle as its own `<polyline>` (round caps) or `<circle>` with the paint sceneToSvg gives it, and
 * every polygon, text and rectangle as sceneToSvg writes it on its own (a polygon alone is a
 * `<polygon>`).
 */
export function nativeElementsSvg(scene: Scene): string {
  const shapes = scene.shapes.filter(
    (shape): shape is SceneLine | SceneCircle => shape.kind === 'line' || shape.kind === 'circle',
  );
  let index = 0;
  // Kept apart by spacers, each line or circle is one <path>, in paint order.
  const apart = sceneToSvg({ ...scene, shapes: scene.shapes.flatMap((shape) => [shape, SPACER]) });
  return apart.replace(/<path d="[^"]*"([^>]*)\/>/g, (_, paint: string) => {
    const shape = shapes[index++]!;
    return shape.kind === 'circle'
      ? `<circle cx="${shape.x}" cy="${shape.y}" r="${shape.radius}"${paint}/>`
      : `<polyline points="${shape.points.join(' ')}"${paint} stroke-linecap="round"/>`;
  });
}
