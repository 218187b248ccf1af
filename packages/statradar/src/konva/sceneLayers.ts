import type { Context } from 'konva/lib/Context';
import type { Group } from 'konva/lib/Group';
import type { Layer } from 'konva/lib/Layer';
import type { Shape } from 'konva/lib/Shape';
import type { Stage } from 'konva/lib/Stage';
import type { Scene, SceneShape } from '../scene/types';
import { sceneShapeEquals } from '../interaction/sceneShapeEquals';
import { viewBoxTransform, type ViewBoxArea } from '../interaction/viewBoxTransform';
import { Konva } from './konvaClasses';
import { paintBackground, paintShape, type PaintContext } from './paintShape';

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
  return shape.id.startsWith('series-') || shape.id.startsWith('legend-');
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

const BACKGROUND_ID = '\u0000background';

interface BackgroundShape {
  id: string;
  background: string;
  viewBox?: ViewBoxArea;
}

/** A node's draw function: the one painter, reading the scene shape the node carries. */
function sceneFunc(context: Context, node: Shape): void {
  const shape = node.getAttr('sceneShape') as SceneShape | BackgroundShape;
  // Konva's Context has every canvas method and property the painter uses (see PaintContext).
  const paint = context as unknown as PaintContext;
  if ('kind' in shape) paintShape(paint, shape);
  else paintBackground(paint, shape);
}

function sameShape(a: SceneShape | BackgroundShape, b: SceneShape | BackgroundShape): boolean {
  if ('kind' in a && 'kind' in b) return sceneShapeEquals(a, b);
  return (
    !('kind' in a) &&
    !('kind' in b) &&
    a.background === b.background &&
    JSON.stringify(a.viewBox) === JSON.stringify(b.viewBox)
  );
}

/** One Konva layer holding the shapes of one {@link SceneLayerName}, diffed by shape id. */
interface DrawnLayer {
  layer: Layer;
  group: Group;
  nodes: Map<string, Shape>;
  /** Whether its nodes changed since it was last drawn. */
  dirty: boolean;
}

/** The Konva half of a mounted chart: a stage with one layer per {@link SceneLayerName}. */
export interface SceneLayers {
  readonly stage: Stage;
  /** The Konva layer of each {@link SceneLayerName}. */
  layer(name: SceneLayerName): Layer;
  /**
   * Shows `scene`, diffing shapes by id: unchanged shapes keep their nodes untouched, changed
   * ones get their new shape, and only layers whose nodes changed are redrawn (next frame).
   * `seriesFrame` replaces the series layer's shapes (an animation frame) while the other layers
   * show `scene`.
   */
  show(scene: Scene, seriesFrame?: readonly SceneShape[]): void;
  /** Draws every layer that changed now instead of on the next frame. */
  flush(): void;
  /** Changes the stage's size (the caller shows a scene of that size next). */
  resize(width: number, height: number): void;
  destroy(): void;
}

/**
 * Creates a Konva stage in `container` (none in Node) drawing `scene` in three layers (see
 * {@link SceneLayerName}). Layers are not listening: pointer and keyboard interaction is worked
 * out from the scene's geometry, so Konva never draws a hit canvas. Layers are drawn at once
 * here, then at most once per frame, and only those that changed.
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
  const layers = {} as Record<SceneLayerName, DrawnLayer>;
  for (const name of SCENE_LAYER_NAMES) {
    const layer: Layer = new Konva.Layer({ listening: false });
    if (pixelRatio !== undefined) layer.getCanvas().setPixelRatio(pixelRatio);
    const group: Group = new Konva.Group({ listening: false });
    layer.add(group);
    stage.add(layer);
    layers[name] = { layer, group, nodes: new Map(), dirty: false };
  }
  let transformKey = '';

  function draw(): void {
    for (const name of SCENE_LAYER_NAMES) {
      const entry = layers[name];
      if (!entry.dirty) continue;
      entry.dirty = false;
      entry.layer.draw();
    }
  }

  /**
   * Asks Konva to draw the changed layers in its next frame. Konva's batchDraw merges requests (its
   * auto-draw already asks when a node's attributes change), so a layer is drawn at most once a
   * frame, and untouched layers keep their canvases as they are.
   */
  function requestDraw(): void {
    for (const name of SCENE_LAYER_NAMES) {
      const entry = layers[name];
      if (!entry.dirty) continue;
      entry.dirty = false;
      entry.layer.batchDraw();
    }
  }

  function showLayer(entry: DrawnLayer, shapes: readonly (SceneShape | BackgroundShape)[]): void {
    const seen = new Set<string>();
    shapes.forEach((shape) => {
      seen.add(shape.id);
      let node = entry.nodes.get(shape.id);
      if (!node) {
        node = new Konva.Shape({
          id: shape.id,
          sceneShape: shape,
          sceneFunc,
          listening: false,
          perfectDrawEnabled: false,
        });
        entry.group.add(node);
        entry.nodes.set(shape.id, node);
        entry.dirty = true;
      } else if (!sameShape(node.getAttr('sceneShape') as SceneShape | BackgroundShape, shape)) {
        node.setAttr('sceneShape', shape);
        entry.dirty = true;
      }
    });
    for (const [id, node] of entry.nodes) {
      if (seen.has(id)) continue;
      node.destroy();
      entry.nodes.delete(id);
      entry.dirty = true;
    }
    // Paint order follows the scene; a node is moved only when it is out of place.
    shapes.forEach((shape, index) => {
      const node = entry.nodes.get(shape.id)!;
      if (entry.group.children[index] !== node) {
        node.zIndex(index);
        entry.dirty = true;
      }
    });
  }

  function show(next: Scene, seriesFrame?: readonly SceneShape[]): void {
    const transform = viewBoxTransform(next);
    const key = `${transform.x},${transform.y},${transform.scaleX}`;
    if (key !== transformKey) {
      transformKey = key;
      for (const name of SCENE_LAYER_NAMES) {
        layers[name].group.setAttrs(transform);
        layers[name].dirty = true;
      }
    }
    const split = splitSceneLayers(next.shapes);
    const background: BackgroundShape[] =
      next.background === null
        ? []
        : [
            {
              id: BACKGROUND_ID,
              background: next.background,
              viewBox: (next as { viewBox?: ViewBoxArea }).viewBox,
            },
          ];
    showLayer(layers.back, [...background, ...split.back]);
    showLayer(layers.series, seriesFrame ?? split.series);
    showLayer(layers.front, split.front);
    requestDraw();
  }

  show(scene);
  // Drawn at once, so the stage shows the chart the moment it is swapped in.
  for (const name of SCENE_LAYER_NAMES) layers[name].dirty = true;
  draw();

  return {
    stage,
    layer: (name) => layers[name].layer,
    show,
    flush: draw,
    resize(width, height) {
      stage.size({ width, height });
      for (const name of SCENE_LAYER_NAMES) layers[name].dirty = true;
    },
    destroy() {
      stage.destroy();
    },
  };
}
