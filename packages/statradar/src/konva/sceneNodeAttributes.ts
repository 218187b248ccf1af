import type { SceneShape } from '../scene/types';
import { paintColor } from './paintColor';
import { sceneTextDraw } from './sceneTextDraw';

/** The Konva class that draws a scene shape (react-konva names its components the same). */
export type SceneNodeClass = 'Line' | 'Circle' | 'Shape';

/** A Konva class name with the attributes that make it draw one scene shape. */
export interface SceneNodeAttributes {
  className: SceneNodeClass;
  attrs: Record<string, unknown>;
}

/**
 * The Konva class and attributes for a scene shape: numbers are copied from the scene, never
 * computed. Joins and caps are round, as in the SVG serializer (canvas and SVG also differ in
 * their default miter limits, so miter joins would not match). Only data-set shapes listen to pointer events (clicking one selects its data set),
 * so Konva skips hit-testing work for everything else.
 */
export function sceneNodeAttributes(shape: SceneShape): SceneNodeAttributes {
  const common = { id: shape.id, series: shape.series, listening: shape.series !== undefined };
  switch (shape.kind) {
    case 'polygon':
      return {
        className: 'Line',
        attrs: {
          ...common,
          points: shape.points,
          closed: true,
          fill: paintColor(shape.fill, shape.fillOpacity),
          stroke: paintColor(shape.stroke, shape.strokeOpacity),
          strokeWidth: shape.strokeWidth,
          lineJoin: 'round',
        },
      };
    case 'circle':
      return {
        className: 'Circle',
        attrs: {
          ...common,
          x: shape.x,
          y: shape.y,
          radius: shape.radius,
          fill: paintColor(shape.fill, shape.fillOpacity),
          stroke: paintColor(shape.stroke, shape.strokeOpacity),
          strokeWidth: shape.strokeWidth,
        },
      };
    case 'rect': {
      const { x, y, width, height } = shape;
      return {
        className: 'Line',
        attrs: {
          ...common,
          points: [x, y, x + width, y, x + width, y + height, x, y + height],
          closed: true,
          fill: paintColor(shape.fill, shape.fillOpacity),
          stroke: paintColor(shape.stroke, shape.strokeOpacity),
          strokeWidth: shape.strokeWidth,
          lineJoin: 'round',
        },
      };
    }
    case 'line':
      return {
        className: 'Line',
        attrs: {
          ...common,
          points: shape.points,
          closed: false,
          stroke: paintColor(shape.stroke, shape.strokeOpacity),
          strokeWidth: shape.strokeWidth,
          lineJoin: 'round',
          lineCap: 'round',
        },
      };
    case 'text':
      return {
        className: 'Shape',
        attrs: {
          ...common,
          x: shape.x,
          y: shape.y,
          lines: shape.lines,
          fontSize: shape.fontSize,
          lineHeight: shape.lineHeight,
          fontFamily: shape.fontFamily,
          fontWeight: shape.fontWeight,
          align: shape.align,
          baseline: shape.baseline,
          fill: paintColor(shape.fill, shape.fillOpacity),
          sceneFunc: sceneTextDraw,
        },
      };
  }
}
