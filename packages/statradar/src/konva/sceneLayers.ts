import type { Context } from 'konva/lib/Context';
import type { Layer } from 'konva/lib/Layer';
import type { Shape } from 'konva/lib/Shape';
import type { Stage } from 'konva/lib/Stage';
import type { Scene, SceneShape } from '../scene/types';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { viewBoxTransform, type ViewBoxArea } from '../interaction/viewBoxTransform';
import { Konva } from './konvaClasses';
import {
  changedBoxes,
  closeOverShapes,
  containsBox,
  deviceRects,
  mergeInto,
  rectsArea,
  shapeBox,
  type Box,
  type MeasureText,
} from './dirtyRegion';
import { canvasFont, paintScene, paintShape, type PaintContext } from './paintShape';

/**
 * Device pixels added around a changed region: antialiasing reaches about a pixel past a shape's
 * geometric edge; two keep rounding in the transform from mattering.
 */
const DIRTY_MARGIN_PX = 2;
/** The box of a shape that paints nothing. */
const EMPTY_BOX: Box = { x0: 0, y0: 0, x1: 0, y1: 0 };
/** Above this share of the canvas, a value change redraws the whole layer instead of a part. */
const PARTIAL_DRAW_MAX_SHARE = 0.5;

/**
 * The layers a scene is split into. `back` (background, rings, axes) and `front` (attribute and
 * tick labels, title, caption: what the scene paints after the data sets) change only when the
 * layout, style or size does, so their canvases are drawn once and kept; `series` (data-set
 * polygons and markers, legend entries with their area %) is the only layer a value change
 * redraws, and the one animation frames draw into.
 */
export type SceneLayerName = 'back' | 'series' | 'front';
export const SCENE_LAYER_NAMES: readonly SceneLayerName[] = ['back', 'series', 'front'];

/** Whether a scene shape belongs to the series layer (it changes with values or visibility). */
export function isSeriesShape(shape: SceneShape): boolean {
  // The scene marks exactly the series-{d}* and legend-{d}* shapes with these indices (see
  // ShapeBase); reading a field is cheaper than two string tests, on every update.
  return shape.series !== undefined || shape.legend !== undefined;
}

/**
 * Splits a scene's shapes into layers, keeping scene order within each: shapes before the first
 * series shape go to `back`, series shapes to `series`, other shapes after it to `front`. Drawn
 * back to front, the layers paint exactly the scene's order (the PNG export relies on it).
 */
export function splitSceneLayers(shapes: readonly SceneShape[]): Record<SceneLayerName, SceneShape[]> {
  const layers: Record<SceneLayerName, SceneShape[]> = { back: [], series: [], front: [] };
  let seenSeries = false;
  for (const shape of shapes) {
    if (isSeriesShape(shape)) {
      seenSeries = true;
      layers.series.push(shape);
    } else {
      layers[seenSeries ? 'front' : 'back'].push(shape);
    }
  }
  return layers;
}

/** The inputs a static layer's bitmap was painted from; equal inputs give the same pixels. */
interface BitmapInputs {
  shapes: readonly SceneShape[];
  background: string | null;
  viewBox: ViewBoxArea | undefined;
  width: number;
  height: number;
  pixelRatio: number;
}

/**
 * A static layer (`back` or `front`) painted once into an offscreen canvas at device pixels, and
 * copied onto the chart's one visible canvas on every redraw. Copying a bitmap costs far less
 * than repainting rings or text, and one visible canvas costs the compositor a third of what
 * three stacked layer canvases cost: a value change repaints only the series shapes.
 */
export interface LayerBitmap {
  readonly canvas: HTMLCanvasElement;
  inputs: BitmapInputs | undefined;
}

function sameInputs(a: BitmapInputs | undefined, b: BitmapInputs): boolean {
  return (
    a !== undefined &&
    a.background === b.background &&
    a.width === b.width &&
    a.height === b.height &&
    a.pixelRatio === b.pixelRatio &&
    sameViewBox(a.viewBox, b.viewBox) &&
    sameShapes(a.shapes, b.shapes)
  );
}

function sameViewBox(a: ViewBoxArea | undefined, b: ViewBoxArea | undefined): boolean {
  if (a === b) return true;
  return !!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * Makes `bitmap` (a new one when undefined) hold `shapes` of `scene` at `pixelRatio`, the
 * background too when `background`; repaints only when those inputs changed. Returns whether it
 * repainted, and the bitmap.
 */
export function paintLayerBitmap(
  bitmap: LayerBitmap | undefined,
  scene: Scene,
  pixelRatio: number,
  shapes: readonly SceneShape[],
  background: boolean,
): { bitmap: LayerBitmap; painted: boolean } {
  const inputs: BitmapInputs = {
    shapes,
    background: background ? scene.background : null,
    viewBox: (scene as { viewBox?: ViewBoxArea }).viewBox,
    width: scene.width,
    height: scene.height,
    pixelRatio,
  };
  const target = bitmap ?? { canvas: Konva.Util.createCanvasElement(), inputs: undefined };
  if (sameInputs(target.inputs, inputs)) return { bitmap: target, painted: false };
  const { canvas } = target;
  const width = Math.round(scene.width * pixelRatio);
  const height = Math.round(scene.height * pixelRatio);
  // Resizing clears the canvas; at the same size the previous picture is cleared by hand.
  const context = canvas.getContext('2d')!;
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  } else {
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, width, height);
  }
  paintScene(context, scene, pixelRatio, shapes, background);
  target.inputs = inputs;
  return { bitmap: target, painted: true };
}

/** The node drawing a static layer's bitmap: copied at device pixels, whatever the transform. */
function bitmapSceneFunc(context: Context, node: Shape): void {
  const bitmap = node.getAttr('bitmap') as LayerBitmap | undefined;
  if (!bitmap) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(bitmap.canvas, 0, 0);
}

/**
 * The series node's draw function: every series shape through the one painter, in scene order.
 * One node for all of them rather than one per shape: Konva's per-node work (cache and transform
 * lookups, save/restore) cost more than painting the shapes (12 x 10: 130 nodes).
 */
function seriesSceneFunc(context: Context, node: Shape): void {
  // Konva's Context has every canvas method and property the painter uses (see PaintContext).
  const paint = context as unknown as PaintContext;
  for (const shape of node.getAttr('sceneShapes') as readonly SceneShape[]) paintShape(paint, shape);
}

function intersection(a: Box, b: Box): Box {
  return {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
}

function nonEmpty(box: Box): boolean {
  return box.x1 > box.x0 && box.y1 > box.y0;
}

/** requestAnimationFrame, or a 16 ms timer where there is none (Node). */
function nextFrame(callback: () => void): number {
  if (typeof requestAnimationFrame === 'function') return requestAnimationFrame(callback);
  return setTimeout(callback, 16) as unknown as number;
}

function cancelFrame(handle: number): void {
  if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(handle);
  else clearTimeout(handle);
}

function sameShapes(a: readonly SceneShape[], b: readonly SceneShape[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (!sceneShapeEquals(a[index]!, b[index]!)) return false;
  return true;
}

/** The Konva half of a mounted chart: a stage with one layer (see {@link createSceneLayers}). */
export interface SceneLayers {
  readonly stage: Stage;
  /** The stage's one Konva layer. */
  readonly layer: Layer;
  /**
   * Shows `scene`: static layers are repainted into their bitmaps only when their shapes (or
   * size) changed, the series node gets the new series shapes only when they differ; the layer
   * is redrawn next frame only when something changed. `seriesFrame` replaces the series shapes
   * (an animation frame).
   */
  show(scene: Scene, seriesFrame?: readonly SceneShape[]): void;
  /** Draws now instead of on the next frame, if something changed or a draw is pending. */
  flush(): void;
  /** Changes the stage's size (the caller shows a scene of that size next). */
  resize(width: number, height: number): void;
  /** How many times each static layer's bitmap has been painted (for tests and benchmarks). */
  readonly bitmapPaints: Readonly<Record<'back' | 'front', number>>;
  /**
   * How many times the canvas was drawn whole (by Konva) and in part (only the rectangles a value
   * change touched), for tests and benchmarks.
   */
  readonly draws: Readonly<Record<'whole' | 'partial', number>>;
  destroy(): void;
}

/**
 * Creates a Konva stage in `container` (none in Node) drawing `scene` on one Konva layer (one
 * canvas) of three Konva.Shape nodes: one copying the `back` layer's bitmap, the `series` node
 * (attribute `sceneShapes` = the series shapes of the scene, in order, positioned by the view-box
 * transform; the painter draws them), and one copying the `front` layer's bitmap. The static layers (see {@link SceneLayerName}) are painted once
 * into their bitmaps and repainted only when they change. Copying a bitmap painted on a
 * transparent canvas gives the pixels painting its shapes there directly gives, so the stage
 * shows what painting the scene in order shows. The layer is not listening: pointer and keyboard interaction is worked
 * out from the scene's geometry, so Konva never draws a hit canvas. It is drawn at once here,
 * then at most once per frame, and only when something changed.
 */
export function createSceneLayers(
  container: HTMLDivElement | undefined,
  scene: Scene,
  pixelRatio?: number,
): SceneLayers {
  const stage: Stage = new Konva.Stage({
    ...(container ? { container } : {}),
    width: scene.width,
    height: scene.height,
    listening: false,
  });
  const layer: Layer = new Konva.Layer({ listening: false });
  if (pixelRatio !== undefined) layer.getCanvas().setPixelRatio(pixelRatio);
  const seriesNode: Shape = new Konva.Shape({
    id: 'series',
    sceneFunc: seriesSceneFunc,
    listening: false,
    perfectDrawEnabled: false,
  });
  let back: LayerBitmap | undefined;
  let front: LayerBitmap | undefined;
  const bitmapNode = (id: string): Shape =>
    new Konva.Shape({ id, sceneFunc: bitmapSceneFunc, listening: false, perfectDrawEnabled: false });
  const backNode = bitmapNode('\u0000back');
  const frontNode = bitmapNode('\u0000front');
  layer.add(backNode, seriesNode, frontNode);
  const bitmapPaints = { back: 0, front: 0 };
  const draws = { whole: 0, partial: 0 };
  /**
   * What the canvas still lacks: 'whole' (a Konva layer draw), the device-pixel rectangles a
   * value change touched, or nothing.
   */
  let pending: 'whole' | Box[] | undefined;
  /** Whether a Konva batch draw was asked for and has not happened yet. */
  let drawPending = false;
  /** The animation frame that draws pending rectangles. */
  let frame: number | undefined;
  let transformKey = '';
  let transform = viewBoxTransform(scene);
  let measureContext: CanvasRenderingContext2D | undefined;
  /** The device-pixel boxes of the series shapes shown, in order (set with partial draws). */
  let seriesBoxes: Box[] = [];
  /** Where the front bitmap has shapes (device pixels, apart), worked out when first needed. */
  let frontRects: Box[] | undefined;

  const measure: MeasureText = (text, line) => {
    measureContext ??= Konva.Util.createCanvasElement().getContext('2d')!;
    measureContext.font = canvasFont(text);
    measureContext.textAlign = text.align;
    measureContext.textBaseline = 'alphabetic';
    const metrics = measureContext.measureText(line);
    return {
      left: metrics.actualBoundingBoxLeft,
      right: metrics.actualBoundingBoxRight,
      ascent: metrics.actualBoundingBoxAscent,
      descent: metrics.actualBoundingBoxDescent,
    };
  };

  function needWhole(): void {
    pending = 'whole';
  }

  function showSeries(shapes: readonly SceneShape[]): void {
    const shown = seriesNode.getAttr('sceneShapes') as readonly SceneShape[] | undefined;
    if (shown && sameShapes(shown, shapes)) return;
    // Written into attrs rather than through setAttr: Konva's setAttr asks for a whole-layer
    // draw (autoDrawEnabled), which a partial draw makes needless; whole draws are asked below.
    (seriesNode.attrs as { sceneShapes?: readonly SceneShape[] }).sceneShapes = shapes;
    if (pending === 'whole' || !shown) return needWhole();
    const boxes = changedBoxes(shown, shapes, sceneShapeEquals, measure);
    if (!boxes) return needWhole();
    const ratio = layer.getCanvas().getPixelRatio();
    const size = layer.getNativeCanvasElement();
    let rects = pending ?? [];
    for (const rect of deviceRects(boxes, transform, ratio, size, DIRTY_MARGIN_PX))
      rects = mergeInto(rects, rect);
    // Every series shape ends up wholly inside one rectangle or wholly outside all: the part is
    // redrawn without a clip (a clip cutting through a path changes its antialiased pixels in
    // Chromium), painting only the shapes inside.
    seriesBoxes = deviceRects(
      shapes.map((shape) => shapeBox(shape, measure) ?? EMPTY_BOX),
      transform,
      ratio,
      size,
      DIRTY_MARGIN_PX,
      Infinity,
      false,
    );
    rects = closeOverShapes(rects, seriesBoxes);
    // Past a share of the canvas, a part saves little over Konva's whole-layer draw.
    pending = rectsArea(rects) > PARTIAL_DRAW_MAX_SHARE * size.width * size.height ? 'whole' : rects;
  }

  function showBitmaps(next: Scene, split: Record<SceneLayerName, SceneShape[]>): void {
    const ratio = layer.getCanvas().getPixelRatio();
    const backResult = paintLayerBitmap(back, next, ratio, split.back, true);
    const frontResult = paintLayerBitmap(front, next, ratio, split.front, false);
    back = backResult.bitmap;
    front = frontResult.bitmap;
    if (backResult.painted) bitmapPaints.back++;
    if (frontResult.painted) bitmapPaints.front++;
    if (backResult.painted || frontResult.painted) needWhole();
    if (frontResult.painted) frontRects = undefined;
    // Konva asks for a redraw on every object attribute it is given: set only new bitmaps.
    if (backNode.getAttr('bitmap') !== back) backNode.setAttr('bitmap', back);
    if (frontNode.getAttr('bitmap') !== front) frontNode.setAttr('bitmap', front);
  }

  function show(next: Scene, seriesFrame?: readonly SceneShape[], drawLater = true): void {
    const nextTransform = viewBoxTransform(next);
    const key = `${nextTransform.x},${nextTransform.y},${nextTransform.scaleX}`;
    if (key !== transformKey) {
      transformKey = key;
      transform = nextTransform;
      seriesNode.setAttrs(nextTransform);
      needWhole();
    }
    const split = splitSceneLayers(next.shapes);
    showBitmaps(next, split);
    showSeries(seriesFrame ?? split.series);
    if (!drawLater || pending === undefined) return;
    if (pending === 'whole' || !canDrawPart()) {
      pending = 'whole';
      if (frame !== undefined) cancelFrame(frame);
      frame = undefined;
      drawPending = true;
      // Konva's batchDraw merges requests, so the layer is drawn at most once a frame.
      layer.batchDraw();
    } else {
      frame ??= nextFrame(() => {
        frame = undefined;
        draw();
      });
    }
  }

  /**
   * Whether the layer is still exactly what this module built (its three nodes, no transform,
   * opacity or hiding from outside), so drawing its parts by hand gives what Konva would draw.
   */
  function canDrawPart(): boolean {
    if (drawPending || layer.children.length !== 3 || !layer.isVisible()) return false;
    if (layer.getAbsoluteOpacity() !== 1) return false;
    const [a, b, c, d, e, f] = layer.getAbsoluteTransform().getMatrix();
    return a === 1 && b === 0 && c === 0 && d === 1 && e === 0 && f === 0;
  }

  /**
   * Redraws only inside `rects` (device pixels, whole and apart, no series shape cut by one):
   * cleared, then the back bitmap, the series shapes inside them and the front bitmap, in the
   * order the layer draws them, so each pixel ends up as a whole-layer draw leaves it (tested).
   * The front bitmap (labels round the chart) is copied only where it has shapes: copying
   * transparent pixels changes nothing but costs as much. A one-value change redraws about a
   * third of the canvas, where copying two full-size bitmaps was most of an update's pixels.
   */
  function drawPart(rects: readonly Box[]): void {
    const canvas = layer.getNativeCanvasElement();
    const context = canvas.getContext('2d')!;
    const ratio = layer.getCanvas().getPixelRatio();
    frontRects ??= deviceRects(
      (front?.inputs?.shapes ?? []).map((shape) => shapeBox(shape, measure) ?? EMPTY_BOX),
      transform,
      ratio,
      canvas,
      DIRTY_MARGIN_PX,
      Infinity,
    );
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    const copy = (bitmap: LayerBitmap | undefined, within: readonly Box[]): void => {
      for (const { x0, y0, x1, y1 } of within) {
        if (!bitmap) context.clearRect(x0, y0, x1 - x0, y1 - y0);
        else context.drawImage(bitmap.canvas, x0, y0, x1 - x0, y1 - y0, x0, y0, x1 - x0, y1 - y0);
      }
    };
    copy(undefined, rects);
    copy(back, rects);
    context.setTransform(
      ratio * transform.scaleX,
      0,
      0,
      ratio * transform.scaleY,
      ratio * transform.x,
      ratio * transform.y,
    );
    const shapes = seriesNode.getAttr('sceneShapes') as readonly SceneShape[];
    shapes.forEach((shape, index) => {
      const box = seriesBoxes[index];
      if (box && rects.some((rect) => containsBox(rect, box))) paintShape(context, shape);
    });
    context.setTransform(1, 0, 0, 1, 0, 0);
    // Both lists are of rectangles apart, so their intersections are apart: no pixel copied twice.
    copy(
      front,
      rects.flatMap((rect) => frontRects!.map((part) => intersection(rect, part))).filter(nonEmpty),
    );
    context.restore();
    draws.partial++;
  }

  /** Draws now whatever the canvas still lacks (an export reads the canvas right away). */
  function draw(): void {
    if (frame !== undefined) cancelFrame(frame);
    frame = undefined;
    const todo = pending;
    pending = undefined;
    if (todo === 'whole' || drawPending || (todo && !canDrawPart())) {
      layer.draw();
    } else if (todo && todo.length > 0) {
      drawPart(todo);
    }
  }

  // Every whole-layer draw (ours, Konva's batch draw, or one a host asks for) leaves nothing
  // pending.
  layer.on('draw', () => {
    drawPending = false;
    pending = undefined;
    if (frame !== undefined) cancelFrame(frame);
    frame = undefined;
    draws.whole++;
  });
  show(scene, undefined, false);
  // Added (which draws the layer) only now that it holds the scene: the stage shows the chart the
  // moment it is swapped in, drawn once.
  stage.add(layer);
  pending = undefined;

  return {
    stage,
    layer,
    show: (next, seriesFrame) => show(next, seriesFrame),
    flush: draw,
    resize(width, height) {
      stage.size({ width, height });
      needWhole();
    },
    bitmapPaints,
    draws,
    destroy() {
      if (frame !== undefined) cancelFrame(frame);
      frame = undefined;
      stage.destroy();
    },
  };
}
