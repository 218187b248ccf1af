import type { Context } from 'konva/lib/Context';
import type { Scene, SceneShape } from '../scene/types';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { viewBoxTransform, type ViewBoxArea } from '../interaction/viewBoxTransform';
import { KonvaGlobal, Layer, Shape, Stage, Util } from './konvaClasses';
import { paintScene, paintShape, type PaintContext } from './paintShape';

/**
 * The layers a scene is split into. `back` (background, rings, axes) and `front` (attribute
 * labels, title, caption: what the scene paints after the data sets) change only when the layout,
 * style or size does, so their canvases are drawn once and kept; `series` (data-set polygons and
 * markers, legend entries with their area %, and the tick labels drawn over them) is the only
 * layer a value change redraws, and the one animation frames draw into.
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
 * series shape go to `back`, series shapes and the tick labels after them to `series`, other
 * shapes after it to `front`. Drawn back to front, the layers paint exactly the scene's order (the
 * PNG export relies on it): the front shapes overlap nothing of the series layer.
 */
export function splitSceneLayers(shapes: readonly SceneShape[]): Record<SceneLayerName, SceneShape[]> {
  const layers: Record<SceneLayerName, SceneShape[]> = { back: [], series: [], front: [] };
  let seenSeries = false;
  for (const shape of shapes) {
    if (isSeriesShape(shape)) {
      seenSeries = true;
      layers.series.push(shape);
    } else if (seenSeries && shape.id.startsWith('tick-')) {
      // Tick labels lie on the data sets' translucent fills: painted over them from a bitmap, their
      // antialiased edges would blend one level off a direct paint's (the first canvas, exports).
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
  const target = bitmap ?? { canvas: Util.createCanvasElement(), inputs: undefined };
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
  const bitmap = node.attrs.bitmap as LayerBitmap | undefined;
  if (!bitmap) return;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.drawImage(bitmap.canvas, 0, 0);
}

/**
 * The series node's draw function: the bitmap of the series shapes that hold still through a
 * transition, if any, then every other series shape through the one painter, in scene order,
 * placed by the view-box transform. One node for all of them rather than one per shape: Konva's
 * per-node work (cache and transform lookups, save/restore) cost more than painting the shapes
 * (12 x 10: 130 nodes).
 */
function seriesSceneFunc(context: Context, node: Shape): void {
  const settled = node.attrs.settledBitmap as LayerBitmap | undefined;
  if (settled) {
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(settled.canvas, 0, 0);
    context.restore();
  }
  const transform = node.attrs.viewTransform as ReturnType<typeof viewBoxTransform>;
  context.translate(transform.x, transform.y);
  context.scale(transform.scaleX, transform.scaleY);
  // Konva's Context has every canvas method and property the painter uses (see PaintContext).
  const paint = context as unknown as PaintContext;
  for (const shape of node.attrs.sceneShapes as readonly SceneShape[]) paintShape(paint, shape);
}

/**
 * A transition frame keeps at least this many leading series shapes still before they are painted
 * once into a bitmap for the rest of the transition: a large chart (8 x 200: 1,800 shapes) repaints
 * one moving data set, not every data set, in each frame. Fewer cost less to paint than a bitmap
 * costs to keep.
 */
const SETTLED_BITMAP_MINIMUM = 32;

/**
 * How many leading shapes of a transition frame are the target's own shapes: those hold still
 * (the tween hands back the target's object for a shape that does not change).
 */
function settledPrefixLength(frame: readonly SceneShape[], target: readonly SceneShape[]): number {
  let count = 0;
  while (count < frame.length && count < target.length && frame[count] === target[count]) count++;
  return count;
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
   * is redrawn at the end of the current task only when something changed (once, however many
   * times `show` was called in the task). `seriesFrame` replaces the series shapes (an
   * animation frame).
   */
  show(scene: Scene, seriesFrame?: readonly SceneShape[]): void;
  /** Draws now instead of at the end of the task, if something changed. */
  flush(): void;
  /** Changes the stage's size (the caller shows a scene of that size next). */
  resize(width: number, height: number): void;
  /** Draws the layer at another pixel ratio (the device's changed); repaints on the next show. */
  setPixelRatio(ratio: number): void;
  /** How many times each static layer's bitmap has been painted (for tests and benchmarks). */
  readonly bitmapPaints: Readonly<Record<'back' | 'front', number>>;
  destroy(): void;
}

/**
 * Creates a Konva stage in `container` (none in Node) drawing `scene` on one Konva layer (one
 * canvas) of three Konva.Shape nodes: one copying the `back` layer's bitmap, the `series` node
 * (attribute `sceneShapes` = the series shapes of the scene, in order, positioned by the view-box
 * transform in attribute `viewTransform`; the painter draws them), and one copying the `front`
 * layer's bitmap. The static layers (see {@link SceneLayerName}) are painted once into their
 * bitmaps and repainted only when they change. Copying a bitmap painted on a transparent canvas
 * gives the pixels painting its shapes there directly gives, so the stage shows what painting the
 * scene in order shows. The layer is not listening: pointer and keyboard interaction is worked out
 * from the scene's geometry, so Konva never draws a hit canvas. It is drawn at once here, then at
 * the end of each task that changed something.
 */
export function createSceneLayers(
  container: HTMLDivElement | undefined,
  scene: Scene,
  pixelRatio?: number,
): SceneLayers {
  return withoutAutoDraw(() => buildSceneLayers(container, scene, pixelRatio));
}

/**
 * Runs `change` with Konva's automatic batch draw off. Konva answers adding a node or resizing the
 * stage with a draw in the next frame, on top of the draw this module makes at once: the chart
 * would be painted twice. Synchronous, so no other Konva code sees the setting.
 */
function withoutAutoDraw<T>(change: () => T): T {
  const previous = KonvaGlobal.autoDrawEnabled;
  KonvaGlobal.autoDrawEnabled = false;
  try {
    return change();
  } finally {
    KonvaGlobal.autoDrawEnabled = previous;
  }
}

function buildSceneLayers(
  container: HTMLDivElement | undefined,
  scene: Scene,
  pixelRatio: number | undefined,
): SceneLayers {
  const stage: Stage = new Stage({
    ...(container ? { container } : {}),
    width: scene.width,
    height: scene.height,
    listening: false,
  });
  const layer: Layer = new Layer({ listening: false });
  if (pixelRatio !== undefined) layer.getCanvas().setPixelRatio(pixelRatio);
  const seriesNode: Shape = new Shape({
    id: 'series',
    sceneFunc: seriesSceneFunc,
    listening: false,
    perfectDrawEnabled: false,
  });
  let back: LayerBitmap | undefined;
  let front: LayerBitmap | undefined;
  /** The series shapes that hold still through the running transition (see SETTLED_BITMAP_MINIMUM). */
  let settled: LayerBitmap | undefined;
  const bitmapNode = (id: string): Shape =>
    new Shape({ id, sceneFunc: bitmapSceneFunc, listening: false, perfectDrawEnabled: false });
  const backNode = bitmapNode('\u0000back');
  const frontNode = bitmapNode('\u0000front');
  layer.add(backNode, seriesNode, frontNode);
  const bitmapPaints = { back: 0, front: 0 };
  let dirty = true;
  let drawQueued = false;
  let destroyed = false;
  let transformKey = '';

  // The nodes' own attributes (sceneShapes, viewTransform, bitmap) are written to `attrs`, not
  // through setAttr: Konva answers setAttr with a batch draw of its own in the next frame, which
  // would paint the chart a second time after the draw this module makes (see requestDraw).
  function showSeries(shapes: readonly SceneShape[]): void {
    const shown = seriesNode.attrs.sceneShapes as readonly SceneShape[] | undefined;
    if (shown && sameShapes(shown, shapes)) return;
    seriesNode.attrs.sceneShapes = shapes;
    dirty = true;
  }

  function showBitmaps(next: Scene, split: Record<SceneLayerName, SceneShape[]>): void {
    const ratio = layer.getCanvas().getPixelRatio();
    const backResult = paintLayerBitmap(back, next, ratio, split.back, true);
    const frontResult = paintLayerBitmap(front, next, ratio, split.front, false);
    back = backResult.bitmap;
    front = frontResult.bitmap;
    if (backResult.painted) bitmapPaints.back++;
    if (frontResult.painted) bitmapPaints.front++;
    if (backResult.painted || frontResult.painted) dirty = true;
    backNode.attrs.bitmap = back;
    frontNode.attrs.bitmap = front;
  }

  function show(next: Scene, seriesFrame?: readonly SceneShape[], drawLater = true): void {
    const transform = viewBoxTransform(next);
    const key = `${transform.x},${transform.y},${transform.scaleX}`;
    if (key !== transformKey) {
      transformKey = key;
      seriesNode.attrs.viewTransform = transform;
      dirty = true;
    }
    const split = splitSceneLayers(next.shapes);
    // Over a background the front shapes (text) are painted directly after the series: copied from
    // a transparent bitmap, their antialiased edges would blend one level off a direct paint's
    // (the first canvas, exports), as the tick labels' would over the data sets' fills.
    const direct = next.background === null ? [] : split.front.splice(0);
    showBitmaps(next, split);
    // A settled bitmap only within a transition: a finished one's last frame (and every other
    // draw) paints each shape directly, so a still chart has exactly the pixels of a direct paint.
    const settledCount = seriesFrame ? settledPrefixLength(seriesFrame, split.series) : 0;
    if (seriesFrame && settledCount >= SETTLED_BITMAP_MINIMUM) {
      const ratio = layer.getCanvas().getPixelRatio();
      const result = paintLayerBitmap(settled, next, ratio, split.series.slice(0, settledCount), false);
      settled = result.bitmap;
      if (result.painted || seriesNode.attrs.settledBitmap !== settled) dirty = true;
      seriesNode.attrs.settledBitmap = settled;
      showSeries([...seriesFrame.slice(settledCount), ...direct]);
    } else {
      if (seriesNode.attrs.settledBitmap) dirty = true;
      seriesNode.attrs.settledBitmap = undefined;
      const series = seriesFrame ?? split.series;
      showSeries(direct.length > 0 ? [...series, ...direct] : series);
    }
    if (dirty && drawLater) requestDraw();
  }

  /**
   * Draws at the end of the current task (a microtask), as Chart.js and a hand-written canvas
   * chart draw in the call itself. The browser then rasterises the canvas as the task ends, before
   * the next frame starts; a draw left to the next animation frame is rasterised inside that
   * frame instead, which made a one-value update 1.4x slower in Chromium (W2 and W3 in `pnpm bench`).
   * Changes made together in one task (a React commit, an update and a select) still draw once;
   * animation frames call `show` from their frame callback, so they draw within that frame.
   */
  function requestDraw(): void {
    if (drawQueued) return;
    drawQueued = true;
    queueMicrotask(() => {
      drawQueued = false;
      draw();
    });
  }

  /** Draws now what is waiting for the end of the task (an export reads the canvas right away). */
  function draw(): void {
    if (!dirty || destroyed) return;
    dirty = false;
    layer.draw();
  }

  show(scene, undefined, false);
  // Added (which draws the layer) only now that it holds the scene: the stage shows the chart the
  // moment it is swapped in, drawn once.
  stage.add(layer);
  dirty = false;

  return {
    stage,
    layer,
    show: (next, seriesFrame) => show(next, seriesFrame),
    flush: draw,
    resize(width, height) {
      withoutAutoDraw(() => stage.size({ width, height }));
      dirty = true;
    },
    setPixelRatio(ratio) {
      withoutAutoDraw(() => layer.getCanvas().setPixelRatio(ratio));
      dirty = true;
    },
    bitmapPaints,
    destroy() {
      destroyed = true;
      // Removing its layers would otherwise queue a batch draw of the destroyed stage's canvas.
      withoutAutoDraw(() => stage.destroy());
      // Konva releases its layers' canvases (Konva.releaseCanvasOnDestroy); the bitmaps are canvases
      // of ours, released alike: Safari frees a canvas's memory only at the next garbage collection
      // otherwise, where charts mounted again and again can run out of canvas memory (konva#1442).
      Util.releaseCanvas(...[back, front, settled].flatMap((bitmap) => (bitmap ? [bitmap.canvas] : [])));
    },
  };
}
