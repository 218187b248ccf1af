import { beforeAll, describe, expect, it } from 'vitest';
import type { Layer } from 'konva/lib/Layer';
import type { Scene, SceneShape } from '../scene/types';
import { installKonvaNodeCanvas } from '../node/konvaNodeCanvas';
import { Konva } from './konvaClasses';
import { createRadarRenderer } from './radarRenderer';
import { addDataSet, setValue } from '../model';
import { createChart } from '../model/createChart';
import { buildScene } from '../scene/buildScene';

beforeAll(() => installKonvaNodeCanvas());

function sceneWith(shapes: SceneShape[], size = 400): Scene {
  return {
    width: size,
    height: size,
    viewBox: { x: 0, y: 0, width: 400, height: 400 },
    title: 'Test',
    legend: [],
    fontFamily: 'DejaVu Sans',
    background: null,
    shapes,
  };
}

const ring: SceneShape = {
  id: 'ring-0',
  kind: 'polygon',
  points: [200, 50, 330, 275, 70, 275],
  fill: null,
  fillOpacity: 0,
  stroke: '#cccccc',
  strokeOpacity: 1,
  strokeWidth: 1,
};
const axis: SceneShape = {
  id: 'axis-0',
  kind: 'line',
  points: [200, 200, 200, 50],
  stroke: '#999999',
  strokeOpacity: 1,
  strokeWidth: 1,
};
const label: SceneShape = {
  id: 'label-0',
  kind: 'text',
  x: 200,
  y: 40,
  lines: ['Speed'],
  fontSize: 14,
  lineHeight: 17,
  fontFamily: 'DejaVu Sans',
  fontWeight: 'normal',
  fill: '#333333',
  fillOpacity: 1,
  align: 'center',
  baseline: 'bottom',
};
function series(index: number, top: number, color: string): SceneShape[] {
  return [
    {
      id: `series-${index}`,
      series: index,
      kind: 'polygon',
      points: [200, top, 300, 250, 100, 250],
      fill: color,
      fillOpacity: 0.5,
      stroke: color,
      strokeOpacity: 1,
      strokeWidth: 2,
    },
    {
      id: `series-${index}-point-0`,
      series: index,
      kind: 'circle',
      x: 200,
      y: top,
      radius: 4,
      fill: color,
      fillOpacity: 1,
      stroke: null,
      strokeOpacity: 0,
      strokeWidth: 0,
    },
  ];
}

function newLayer(size = 400): Layer {
  const stage = new Konva.Stage({ width: size, height: size });
  const layer = new Konva.Layer();
  stage.add(layer);
  return layer;
}

function pixelAt(layer: Layer, x: number, y: number): number[] {
  layer.draw();
  return Array.from(layer.getContext()._context.getImageData(x, y, 1, 1).data);
}

describe('createRadarRenderer', () => {
  it('draws one node per scene shape, in paint order, with the Konva class for its kind', () => {
    const scene = sceneWith([ring, axis, label, ...series(0, 100, '#ff0000')]);
    const renderer = createRadarRenderer(newLayer(), scene);
    const ids = scene.shapes.map((shape) => shape.id);
    expect(renderer.nodeOf('ring-0')?.getClassName()).toBe('Line');
    expect(renderer.nodeOf('ring-0')?.getAttr('closed')).toBe(true);
    expect(renderer.nodeOf('axis-0')?.getAttr('closed')).toBe(false);
    expect(renderer.nodeOf('label-0')?.getClassName()).toBe('Shape');
    expect(renderer.nodeOf('series-0-point-0')?.getClassName()).toBe('Circle');
    // Child 0 of the view-box group is the background.
    expect(ids.map((id) => renderer.nodeOf(id)?.zIndex())).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves only the changed series when one value changes, keeping every other node object and attribute', () => {
    const before = sceneWith([ring, axis, label, ...series(0, 100, '#ff0000'), ...series(1, 150, '#0000ff')]);
    const renderer = createRadarRenderer(newLayer(), before);
    const nodes = before.shapes.map((shape) => renderer.nodeOf(shape.id));
    const attrsBefore = nodes.map((node) => JSON.stringify(node?.getAttrs()));
    const changes: string[] = [];
    nodes.forEach((node) => node?.on('pointsChange xChange yChange', () => changes.push(node.id())));

    const after = sceneWith([ring, axis, label, ...series(0, 100, '#ff0000'), ...series(1, 120, '#0000ff')]);
    renderer.update(after);

    expect(after.shapes.map((shape) => renderer.nodeOf(shape.id))).toEqual(nodes);
    after.shapes.forEach((shape, index) => expect(renderer.nodeOf(shape.id)).toBe(nodes[index]));
    const unchanged = [0, 1, 2, 3, 4];
    for (const index of unchanged) expect(JSON.stringify(nodes[index]?.getAttrs())).toBe(attrsBefore[index]);
    expect(renderer.nodeOf('series-1')?.getAttr('points')).toEqual([200, 120, 300, 250, 100, 250]);
    expect(renderer.nodeOf('series-1-point-0')?.y()).toBe(120);
    expect(changes.sort()).toEqual(['series-1', 'series-1-point-0']);
  });

  it('adds nodes for new ids, destroys nodes of vanished ids and follows the new paint order', () => {
    const renderer = createRadarRenderer(newLayer(), sceneWith([ring, ...series(0, 100, '#ff0000')]));
    const removed = renderer.nodeOf('series-0-point-0');
    const redrawn = sceneWith([ring, ...series(1, 150, '#0000ff'), series(0, 100, '#ff0000')[0]!]);
    renderer.update(redrawn);
    expect(removed?.getParent()).toBeFalsy();
    expect(renderer.nodeOf('series-0-point-0')).toBeUndefined();
    expect(redrawn.shapes.map((shape) => renderer.nodeOf(shape.id)?.zIndex())).toEqual([1, 2, 3, 4]);
    expect(renderer.group.findOne('#series-0')).toBe(renderer.nodeOf('series-0'));
  });

  it('replaces a node whose shape kind changes under the same id (polygon grid to circle grid)', () => {
    const chart = createChart();
    const renderer = createRadarRenderer(newLayer(), buildScene(chart));
    const axis = renderer.nodeOf('axis-0');
    renderer.update(buildScene({ ...chart, metadata: { ...chart.metadata, style: { gridLine: 'circle' } } }));
    expect(renderer.nodeOf('ring-0')?.getClassName()).toBe('Circle');
    expect(renderer.nodeOf('axis-0')).toBe(axis);
    expect(renderer.group.find('Circle').filter((node) => node.id().startsWith('ring-')).length).toBe(5);
  });

  it('keeps every node of other data sets and of the grid when one value of a built chart changes', () => {
    const chart = addDataSet(addDataSet(createChart()));
    const before = buildScene(chart, { width: 400 });
    const renderer = createRadarRenderer(newLayer(), before);
    const nodes = new Map(before.shapes.map((shape) => [shape.id, renderer.nodeOf(shape.id)]));
    const attrs = new Map([...nodes].map(([id, node]) => [id, JSON.stringify(node?.getAttrs())]));
    renderer.update(buildScene(setValue(chart, 2, 1, 95), { width: 400 }));
    const changed = [...nodes]
      .filter(
        ([id, node]) => renderer.nodeOf(id) !== node || JSON.stringify(node?.getAttrs()) !== attrs.get(id),
      )
      .map(([id]) => id);
    expect(changed.sort()).toEqual(['series-2', 'series-2-point-1']);
  });

  it('scales the 400 x 400 view box uniformly to the scene size and paints fills with their opacity', () => {
    const layer = newLayer(200);
    createRadarRenderer(layer, sceneWith(series(0, 100, '#ff0000'), 200));
    // view-box point (200, 200) lies inside the polygon; at size 200 it is pixel (100, 100).
    expect(pixelAt(layer, 100, 100)).toEqual([255, 0, 0, 128]);
    expect(pixelAt(layer, 10, 10)).toEqual([0, 0, 0, 0]);
  });

  it('centres the view box in a wide output and fills only the view box with the background, like SVG', () => {
    const stage = new Konva.Stage({ width: 400, height: 200 });
    const layer = new Konva.Layer();
    stage.add(layer);
    createRadarRenderer(layer, { ...sceneWith([]), width: 400, height: 200, background: '#00ff00' });
    expect(pixelAt(layer, 99, 100)).toEqual([0, 0, 0, 0]);
    expect(pixelAt(layer, 101, 100)).toEqual([0, 255, 0, 255]);
    expect(pixelAt(layer, 298, 199)).toEqual([0, 255, 0, 255]);
    expect(pixelAt(layer, 301, 100)).toEqual([0, 0, 0, 0]);
  });

  it('removes every node it created on destroy', () => {
    const layer = newLayer();
    const renderer = createRadarRenderer(layer, sceneWith([ring, label]));
    renderer.destroy();
    expect(layer.getChildren().length).toBe(0);
  });
});
