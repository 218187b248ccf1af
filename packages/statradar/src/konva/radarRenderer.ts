import type { Container } from 'konva/lib/Container';
import type { Group } from 'konva/lib/Group';
import type { Node } from 'konva/lib/Node';
import type { Shape } from 'konva/lib/Shape';
import type { Scene, SceneShape } from '../scene/types';
import { Circle, Konva, Line } from './konvaClasses';
import { sceneNodeAttributes, type SceneNodeAttributes } from './sceneNodeAttributes';
import { sceneShapeEquals } from './sceneShapeEquals';
import { viewBoxTransform } from './viewBoxTransform';
import { VIEW_BOX_SIZE } from '../geometry/constants';

/** A scene drawn into a Konva container, kept in step with later scenes by {@link RadarRenderer.update}. */
export interface RadarRenderer {
  /** The group holding the chart inside the target container. */
  readonly group: Group;
  /**
   * Draws another scene by diffing shape ids: a shape whose numbers did not change keeps its node
   * untouched, changed shapes are updated in place, new ids get nodes, vanished ids lose theirs,
   * and paint order follows the scene.
   */
  update(scene: Scene): void;
  /** The Konva node drawing the scene shape with this id (for tests and custom interaction). */
  nodeOf(id: string): Shape | undefined;
  /** Removes every node this renderer created. */
  destroy(): void;
}

interface DrawnShape {
  node: Shape;
  /** The scene shape the node currently draws. */
  shape: SceneShape;
  className: SceneNodeAttributes['className'];
}

/**
 * Draws a scene into a Konva layer or group, scaled uniformly from the 400 x 400 view box to the
 * scene's size and centred (as SVG's default `preserveAspectRatio` does).
 *
 * @example
 * const layer = new Konva.Layer();
 * stage.add(layer);
 * const renderer = createRadarRenderer(layer, buildScene(chart, { width: 400 }));
 * renderer.update(buildScene(setValue(chart, 0, 1, 90), { width: 400 })); // moves only series-0 nodes
 */
export function createRadarRenderer(target: Container, scene: Scene): RadarRenderer {
  const group: Group = new Konva.Group();
  // The background fills the view box, as the SVG serializer's background rect does.
  const background: Line = new Line({
    points: [0, 0, VIEW_BOX_SIZE, 0, VIEW_BOX_SIZE, VIEW_BOX_SIZE, 0, VIEW_BOX_SIZE],
    closed: true,
    listening: false,
    visible: false,
  });
  const viewBox: Group = new Konva.Group();
  viewBox.add(background);
  group.add(viewBox);
  target.add(group);
  const drawn = new Map<string, DrawnShape>();

  function update(next: Scene): void {
    const box = next.viewBox;
    setChangedAttributes(background, {
      points: [
        box.x,
        box.y,
        box.x + box.width,
        box.y,
        box.x + box.width,
        box.y + box.height,
        box.x,
        box.y + box.height,
      ],
      fill: next.background ?? undefined,
      visible: next.background !== null,
    });
    setChangedAttributes(viewBox, viewBoxTransform(next));

    const seen = new Set<string>();
    next.shapes.forEach((shape, index) => {
      seen.add(shape.id);
      const node = drawnNode(shape);
      // Child 0 is the background. Moving a node only when it is out of place keeps unchanged
      // scenes free of work.
      if (viewBox.children[index + 1] !== node) node.zIndex(index + 1);
    });
    for (const [id, entry] of drawn) {
      if (seen.has(id)) continue;
      entry.node.destroy();
      drawn.delete(id);
    }
    group.getLayer()?.batchDraw();
  }

  function drawnNode(shape: SceneShape): Shape {
    const existing = drawn.get(shape.id);
    // Most shapes of a new scene are unchanged: skip mapping them to attributes at all.
    if (existing && sceneShapeEquals(existing.shape, shape)) return existing.node;
    const { className, attrs } = sceneNodeAttributes(shape);
    if (existing && existing.className === className) {
      setChangedAttributes(existing.node, attrs);
      existing.shape = shape;
      return existing.node;
    }
    existing?.node.destroy();
    const node = createNode(className, attrs);
    viewBox.add(node);
    drawn.set(shape.id, { node, shape, className });
    return node;
  }

  update(scene);
  return {
    group,
    update,
    nodeOf: (id) => drawn.get(id)?.node,
    destroy: () => {
      group.destroy();
      drawn.clear();
    },
  };
}

function createNode(className: SceneNodeAttributes['className'], attrs: Record<string, unknown>): Shape {
  if (className === 'Line') return new Line(attrs);
  if (className === 'Circle') return new Circle(attrs);
  return new Konva.Shape(attrs);
}

/** Sets only the attributes whose values differ, so unchanged nodes fire no change events. */
function setChangedAttributes(node: Node, attrs: Record<string, unknown>): void {
  const changed: Record<string, unknown> = {};
  let any = false;
  for (const [key, value] of Object.entries(attrs)) {
    if (sameValue(node.getAttr(key), value)) continue;
    changed[key] = value;
    any = true;
  }
  if (any) node.setAttrs(changed);
}

function sameValue(current: unknown, next: unknown): boolean {
  if (current === next) return true;
  if (!Array.isArray(current) || !Array.isArray(next) || current.length !== next.length) return false;
  return current.every((item, index) => item === next[index]);
}
