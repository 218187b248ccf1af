import { sceneTextBaselines } from '../scene/textBaselines';
import type { Scene, SceneShape, SceneText } from '../scene/types';
import { sceneViewBox, viewBoxTransform, type ViewBoxArea } from '../interaction/viewBoxTransform';

/**
 * The canvas calls the painter makes. Both a browser `CanvasRenderingContext2D` and the context
 * Konva hands a shape's `sceneFunc` have them, so one painter serves the Konva nodes and the PNG
 * export (this file imports nothing from Konva).
 */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'translate'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'arc'
  | 'closePath'
  | 'rect'
  | 'roundRect'
  | 'fill'
  | 'stroke'
  | 'fillText'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'lineCap'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
>;

/**
 * A canvas colour for a scene colour (`#rrggbb`, as the scene gives it) and its separate opacity:
 * scenes keep fill and stroke opacity apart, as SVG's fill-opacity and stroke-opacity do.
 */
export function paintColor(color: string | null, opacity: number): string | undefined {
  if (color === null || opacity <= 0) return undefined;
  if (opacity >= 1 || !/^#[0-9a-f]{6}$/i.test(color)) return color;
  const channel = (offset: number): number => parseInt(color.slice(offset, offset + 2), 16);
  return `rgba(${channel(1)},${channel(3)},${channel(5)},${opacity})`;
}

/**
 * Paints one scene shape in view-box units: THE canvas painter of every shape kind. Konva's nodes
 * call it from their `sceneFunc`, the PNG export calls it through {@link paintScene}, so the
 * screen and the exported bitmap are drawn by the same calls. Joins and caps are round, as in
 * the SVG serializer (canvas and SVG differ in their default miter limits, so miter joins would
 * not match); a shape is filled, then stroked, as SVG paints it.
 */
export function paintShape(context: PaintContext, shape: SceneShape): void {
  if (shape.kind === 'text') {
    paintText(context, shape);
    return;
  }
  context.beginPath();
  if (shape.kind === 'circle') {
    context.arc(shape.x, shape.y, shape.radius, 0, Math.PI * 2, false);
    context.closePath();
  } else if (shape.kind === 'rect') {
    if (shape.cornerRadius > 0)
      context.roundRect(shape.x, shape.y, shape.width, shape.height, shape.cornerRadius);
    else context.rect(shape.x, shape.y, shape.width, shape.height);
  } else {
    context.moveTo(shape.points[0]!, shape.points[1]!);
    for (let index = 2; index < shape.points.length; index += 2) {
      context.lineTo(shape.points[index]!, shape.points[index + 1]!);
    }
    if (shape.kind === 'polygon') context.closePath();
  }
  const fill = 'fill' in shape ? paintColor(shape.fill, shape.fillOpacity) : undefined;
  if (fill) {
    context.fillStyle = fill;
    context.fill();
  }
  const stroke = paintColor(shape.stroke, shape.strokeOpacity);
  if (stroke && shape.strokeWidth > 0) {
    context.lineJoin = 'round';
    context.lineCap = 'round';
    context.lineWidth = shape.strokeWidth;
    context.strokeStyle = stroke;
    context.stroke();
  }
}

/** Text at the exact baselines the SVG serializer uses (see sceneTextBaselines). */
function paintText(context: PaintContext, text: SceneText): void {
  const fill = paintColor(text.fill, text.fillOpacity);
  if (!fill) return;
  context.font = `${text.fontWeight === 'bold' ? 'bold ' : ''}${text.fontSize}px ${text.fontFamily}`;
  context.textAlign = text.align;
  context.textBaseline = 'alphabetic';
  context.fillStyle = fill;
  const baselines = sceneTextBaselines(text);
  text.lines.forEach((line, index) => context.fillText(line, text.x, baselines[index] ?? text.y));
}

/** Paints the scene's background over the whole view box (as the SVG's background rect). */
export function paintBackground(
  context: PaintContext,
  scene: { background: string | null; viewBox?: ViewBoxArea },
): void {
  if (scene.background === null) return;
  const box = sceneViewBox(scene);
  context.beginPath();
  context.rect(box.x, box.y, box.width, box.height);
  context.fillStyle = scene.background;
  context.fill();
}

/**
 * Paints a whole scene onto a 2D context at `pixelRatio` (device pixels per CSS pixel of the
 * scene's `width` and `height`: size the canvas `width × pixelRatio` by `height × pixelRatio`):
 * the background, then each shape through {@link paintShape}, in scene order. The context's
 * transform is reset first (and restored after). Checks nothing and throws nothing: give it a
 * scene from `buildScene`. `shapes` paints only
 * those (in their order), and `background` false leaves the background out.
 */
export function paintScene(
  context: CanvasRenderingContext2D,
  scene: Scene,
  pixelRatio: number,
  shapes: readonly SceneShape[] = scene.shapes,
  background = true,
): void {
  const transform = viewBoxTransform(scene);
  context.save();
  context.setTransform(
    pixelRatio * transform.scaleX,
    0,
    0,
    pixelRatio * transform.scaleY,
    pixelRatio * transform.x,
    pixelRatio * transform.y,
  );
  if (background) paintBackground(context, scene);
  for (const shape of shapes) paintShape(context, shape);
  context.restore();
}
