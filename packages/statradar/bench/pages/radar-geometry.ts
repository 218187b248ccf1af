/**
 * Minimal radar geometry for the peers drawn by hand (plain Konva, raw Canvas2D), matching the
 * engine's conventions: view box 400 x 400, centre 200,200, radius 150, axis 0 up, clockwise.
 * Deliberately not the engine's code, so the peers cost what a hand-written chart costs.
 */

export const VIEW_SIZE = 400;
const CENTER = 200;
const RADIUS = 150;
export const RING_COUNT = 5;
export const LABEL_FONT_SIZE = 12;

export function radarPoint(index: number, count: number, value: number, radius = RADIUS): [number, number] {
  const angle = (index / count) * 2 * Math.PI;
  const distance = (value / 100) * radius;
  return [CENTER + distance * Math.sin(angle), CENTER - distance * Math.cos(angle)];
}

export function radarPolygon(values: readonly number[]): number[] {
  const points: number[] = [];
  values.forEach((value, index) => points.push(...radarPoint(index, values.length, value)));
  return points;
}

export function ringPolygon(ring: number, count: number): number[] {
  return radarPolygon(Array.from({ length: count }, () => ((ring + 1) / RING_COUNT) * 100));
}

/** Where a label sits (just outside the outer ring) and how it is aligned there. */
export function labelAnchor(index: number, count: number): { x: number; y: number; align: CanvasTextAlign } {
  const [x, y] = radarPoint(index, count, 100, RADIUS + 14);
  const align: CanvasTextAlign = Math.abs(x - CENTER) < 1 ? 'center' : x > CENTER ? 'left' : 'right';
  return { x, y, align };
}
