import { pointAt } from './axisAngle';
import { CENTER, RADIUS, VIEW_BOX_SIZE } from './constants';
import { textWidth } from './textWidth';
import { textWrap } from './textWrap';

/** An axis-aligned rectangle in view-box units. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Tuning of {@link layoutLabels}; every field has a default. */
export interface LabelLayoutOptions {
  /** Preferred font size in view-box units (default 14). */
  fontSize?: number;
  /** The smallest font size the layout may shrink to (default 8). */
  minFontSize?: number;
  /** Preferred radius of the value-100 circle (default RADIUS = 150). */
  radius?: number;
  /** The smallest radius the layout may shrink the chart to (default 40). */
  minRadius?: number;
  /** Clear space between the value-100 circle and any label (default 6). */
  gap?: number;
  /** Clear space between labels and the view-box edge (default 3). */
  margin?: number;
  /** Distance between baselines as a multiple of the font size (default 1.2). */
  lineSpacing?: number;
  /** Areas no label may overlap, e.g. where an export watermark goes. */
  reserved?: readonly Box[];
}

/** One label, wrapped and positioned. Its lines fill `box`, top to bottom, aligned by `align`. */
export interface LabelPlacement {
  readonly lines: readonly string[];
  /** x of the `align` anchor: the box's left edge, centre or right edge. */
  readonly x: number;
  /** Top of the first line (the box's top edge). */
  readonly y: number;
  readonly align: 'left' | 'center' | 'right';
  /** The conservative extent of the drawn text (see {@link textWidth}). */
  readonly box: Readonly<Box>;
}

/** The result of {@link layoutLabels}: one placement per label, in label order. */
export interface LabelLayout {
  /** Radius of the value-100 circle that leaves room for the labels (at most the preferred one). */
  readonly radius: number;
  /** One font size for every label. */
  readonly fontSize: number;
  /** Distance between baselines of consecutive lines. */
  readonly lineHeight: number;
  readonly labels: readonly LabelPlacement[];
}

/** Clear space kept between two labels. */
const LABEL_SPACING = 2;
/** How much the plot radius shrinks per attempt. */
const RADIUS_STEP = 10;
/** Line widths tried, in font sizes (ems), widest first. */
const LINE_EMS = [Infinity, 7, 5, 3];
/**
 * How far a label may be from the end of its axis (plus what the chart shrank by), so that it stays
 * next to its axis even where it has to move outward to clear its neighbours or the view box edge.
 */
const MAX_PUSH = 40;
/** How far from the chart centre a label's centre may go: beyond it every label is in a corner. */
const FARTHEST = 300;

/** One way to lay the labels out. */
type Attempt = [breakWords: boolean, radius: number, fontSize: number, ems: number];

/** The gap between two boxes (0 where they overlap); by default, from a box to the chart centre. */
function boxDistance(box: Box, other: Box = { x: CENTER, y: CENTER, width: 0, height: 0 }): number {
  return Math.hypot(
    Math.max(0, box.x - other.x - other.width, other.x - box.x - box.width),
    Math.max(0, box.y - other.y - other.height, other.y - box.y - box.height),
  );
}

let lastKey = '';
let lastLayout: LabelLayout;

/**
 * Wraps and positions axis labels around the chart so that none is clipped by the 400 x 400 view
 * box, none overlaps another, a reserved area or the value-100 circle.
 *
 * Each label is centred on its axis just outside the circle (its text aligned left on the right
 * half, right on the left half, centred at the top and bottom), moved along the axis only as far as
 * the view box edges and the labels before it require, and never far from its axis end. The layout
 * tries, best looking first: one line per label, then labels wrapped between words into narrower
 * blocks (wider above and below the chart than beside it), then the same with the font one size
 * smaller (one size for all labels), then with the chart radius 10 smaller, and so on alternately
 * down to `minFontSize` and `minRadius`. Only when no layout keeps every word whole are words broken
 * mid-word, each break marked with a hyphen. The returned `radius` may therefore be smaller than the
 * preferred one, and callers draw the chart at that radius. Text is measured with
 * {@link textWidth}. The last layout is remembered, so repeated calls with the same labels and
 * options (every value change of a chart) cost one JSON comparison.
 *
 * Guaranteed (and property-tested) for 3 to 12 labels of up to 40 characters; beyond that, when
 * nothing fits, labels are placed as well as possible and may overlap.
 * @example
 * const layout = layoutLabels(['Speed', 'Strength', 'Agility']);
 * layout.radius; // 150
 * layout.labels[0]; // { lines: ['Speed'], align: 'center', ... } above the top axis
 */
export function layoutLabels(texts: readonly string[], options: LabelLayoutOptions = {}): LabelLayout {
  const {
    fontSize: preferredFontSize = 14,
    minFontSize = 8,
    radius: preferredRadius = RADIUS,
    minRadius = 40,
    gap = 6,
    margin = 3,
    lineSpacing = 1.2,
    reserved = [],
  } = options;
  const optionsKey = JSON.stringify(options);
  const key = JSON.stringify(texts) + optionsKey;
  if (key === lastKey) return lastLayout;
  // A non-finite size would never reach its minimum below (JSON writes NaN and Infinity as null).
  if (optionsKey.includes('null')) throw new RangeError('layoutLabels: sizes must be finite numbers');

  /** The start of a box of the given size centred on `middle`, moved inside the view box if it fits. */
  const boxStart = (middle: number, size: number) =>
    Math.min(VIEW_BOX_SIZE - margin - size, Math.max(margin, middle - size / 2));

  /**
   * Wraps a label, centres it on its axis just outside the circle (clamped into the view box), then
   * moves it outward until it clears the reserved areas and the labels already placed (`obstacles`,
   * to which it adds its box) while still near its axis end (see MAX_PUSH). In the last attempt
   * (forced) it stays just outside the circle whatever it overlaps.
   */
  function placeLabel(index: number, attempt: Attempt, obstacles: Box[]): LabelPlacement | undefined {
    const [breakWords, radius, fontSize, ems] = attempt;
    const forced = attempt === attempts.at(-1);
    const clearance = radius + gap;
    // Where the axis ends, as a point-sized box, and how far it lies to the right (the axis sine).
    const axisEnd = { ...pointAt(index, texts.length, 100, clearance), width: 0, height: 0 };
    const sine = (axisEnd.x - CENTER) / clearance;
    // Labels above and below the chart may be wider: their width runs along the circle, not into the edge.
    const lines = textWrap(texts[index]!, fontSize, ems * fontSize * (2 - Math.abs(sine)), breakWords);
    const width = Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
    const height = lines.length * fontSize * lineSpacing;
    // One unit at a time outward along the axis, where the box only moves farther from the centre:
    // the first box clear of the circle touches the gap (within a unit).
    for (let distance = clearance; distance <= FARTHEST; distance++) {
      const centre = pointAt(index, texts.length, 100, distance);
      const box = {
        x: boxStart(centre.x, width),
        y: boxStart(centre.y, height),
        width,
        height,
      };
      // Inside the view box and clear of the circle; forced, a label that is so nowhere goes as far
      // out as it can.
      if (
        boxDistance(box) >= clearance && box.x >= margin && box.y >= margin
          ? forced ||
            (boxDistance(box, axisEnd) <= MAX_PUSH + preferredRadius - radius &&
              obstacles.every((obstacle) => boxDistance(box, obstacle) >= LABEL_SPACING))
          : forced && distance > FARTHEST - 1
      ) {
        // Text runs from the box's left edge (0), centre (1) or right edge (2); within rounding of
        // a vertical axis the label is centred on it.
        const side = 1 - Math.sign(Math.round(sine * 1e9));
        obstacles.push(box);
        return {
          lines,
          x: box.x + (width * side) / 2,
          y: box.y,
          align: (['left', 'center', 'right'] as const)[side]!,
          box,
        };
      }
    }
  }

  // Best looking first: for each font size and radius, every line width; then alternately one
  // font size and one radius step smaller; and all that again with words broken as a last resort.
  const attempts: Attempt[] = [];
  for (const breakWords of [false, true])
    for (
      let squeeze = 0, fontSize = 0, radius = 0;
      // The count bound keeps non-finite or huge options from looping forever.
      (fontSize !== minFontSize || radius !== minRadius) && squeeze < 99;
      squeeze++
    ) {
      fontSize = Math.max(minFontSize, preferredFontSize - ((squeeze + 1) >> 1));
      radius = Math.max(minRadius, preferredRadius - (squeeze >> 1) * RADIUS_STEP);
      for (const ems of LINE_EMS) attempts.push([breakWords, radius, fontSize, ems]);
    }

  const labels: LabelPlacement[] = [];
  // The last attempt places every label however crowded, so that there always is a layout. Each
  // attempt stops at its first label that does not fit (placeLabel gives undefined).
  const [, radius, fontSize] = attempts.find((attempt) => {
    const obstacles = [...reserved];
    return texts.every((_, index) => (labels[index] = placeLabel(index, attempt, obstacles)!));
  })!;
  lastKey = key;
  return (lastLayout = { radius, fontSize, lineHeight: fontSize * lineSpacing, labels });
}
