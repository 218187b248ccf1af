import { pointAt } from './axisAngle';
import { CENTER, RADIUS, VIEW_BOX_SIZE } from './constants';
import { textWidth } from './textWidth';
import { textWrap } from './textWrap';
import { ALIGN, wedgeLayout, type WedgeSettings } from './wedgeLayout';

/** An axis-aligned rectangle in view-box units. */
export interface Box {
  /** Left edge. */
  x: number;
  /** Top edge (y grows downwards). */
  y: number;
  /** Extent to the right of `x`; 0 or more. */
  width: number;
  /** Extent below `y`; 0 or more. */
  height: number;
}

/** Tuning of {@link layoutLabels}; every field has a default. */
export interface LabelLayoutOptions {
  /** Preferred font size in view-box units (default 14). */
  fontSize?: number | undefined;
  /** The smallest font size the layout may shrink to (default 8/14 of `fontSize`: 8 for 14). */
  minFontSize?: number | undefined;
  /** Preferred radius of the value-100 circle (default RADIUS = 150). */
  radius?: number | undefined;
  /** The smallest radius the layout may shrink the chart to (default 40). */
  minRadius?: number | undefined;
  /** Clear space between the value-100 circle and any label (default 6). */
  gap?: number | undefined;
  /** Clear space between labels and the view-box edge (default 3). */
  margin?: number | undefined;
  /** Distance between baselines as a multiple of the font size (default 1.2). */
  lineSpacing?: number | undefined;
  /** Areas no label may overlap, e.g. where an export watermark goes. */
  reserved?: readonly Box[] | undefined;
}

/** One label, wrapped and positioned. Its lines fill `box`, top to bottom, aligned by `align`. */
export interface LabelPlacement {
  /** The label's text wrapped into lines (the last may end in an ellipsis, see `fullText`). */
  readonly lines: readonly string[];
  /** x of the `align` anchor: the box's left edge, centre or right edge. */
  readonly x: number;
  /** Top of the first line (the box's top edge). */
  readonly y: number;
  /** How each line is aligned to `x`: labels right of the centre are left-aligned, and so on. */
  readonly align: 'left' | 'center' | 'right';
  /** The conservative extent of the drawn text (see {@link textWidth}). */
  readonly box: Readonly<Box>;
  /** The whole label when `lines` had to be truncated with an ellipsis; absent otherwise. */
  readonly fullText?: string;
}

/** The result of {@link layoutLabels}: one placement per label, in label order. */
export interface LabelLayout {
  /** Radius of the value-100 circle that leaves room for the labels, in view-box units (at most the preferred one). */
  readonly radius: number;
  /** One font size for every label, in view-box units. */
  readonly fontSize: number;
  /** Distance between baselines of consecutive lines, in view-box units. */
  readonly lineHeight: number;
  /** One placement per label, in label order. */
  readonly labels: readonly LabelPlacement[];
}

/**
 * Steps (box positions tried, times the boxes each is checked against) the classic layout may take
 * before giving way to the wedge layout: a count rather than a clock, so the same labels always get
 * the same layout, and large enough for every chart of up to 12 labels of up to 40 characters.
 */
const WORK_BUDGET = 200_000;
/** Most labels the classic layout is tried for. */
const CLASSIC_MAX_LABELS = 12;
/** Longest label the classic layout is tried for. */
const CLASSIC_MAX_LENGTH = 60;
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
 * When that classic layout finds nothing (or uses up a fixed work budget), and always for more than
 * 12 labels or labels over 60 characters, each label gets the wedge of the plane around its axis instead: up
 * to 3 lines, then up to 6 at the smallest size, and as a last resort its text truncated with an ellipsis, the whole text kept in the
 * placement's `fullText`. So for any labels (any count and length parseChart accepts, up to 100 of
 * 200 characters) no label leaves the view box, overlaps another or a reserved area, or comes
 * within `gap` of the value-100 circle (property-tested), and the worst layout stays within
 * 20 ms (bench/layout.bench.mjs). Deterministic: the budget counts steps, not time.
 * @example
 * const layout = layoutLabels(['Speed', 'Strength', 'Agility']);
 * layout.radius; // 150
 * layout.labels[0]; // { lines: ['Speed'], align: 'center', ... } above the top axis
 */
export function layoutLabels(texts: readonly string[], options: LabelLayoutOptions = {}): LabelLayout {
  const {
    fontSize: preferredFontSize = 14,
    minFontSize = (preferredFontSize * 4) / 7,
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
   * to which it adds its box) while still near its axis end (see MAX_PUSH). Undefined when it
   * fits nowhere, or when the layout has used up its work budget.
   */
  function placeLabel(index: number, attempt: Attempt, obstacles: Box[]): LabelPlacement | undefined {
    const [breakWords, radius, fontSize, ems] = attempt;
    const clearance = radius + gap;
    // Where the axis ends, as a point-sized box, and how far it lies to the right (the axis sine).
    const axisEnd = { ...pointAt(index, texts.length, 100, clearance), width: 0, height: 0 };
    const sine = (axisEnd.x - CENTER) / clearance;
    // The wrap does not depend on the radius: attempts that differ only in radius reuse it.
    const wrapKey = `${index} ${fontSize} ${ems} ${breakWords}`;
    let wrap = wraps.get(wrapKey);
    if (!wrap) {
      // Wrapping costs about one step per character.
      work += texts[index]!.length;
      if (work > WORK_BUDGET) return undefined;
      // Labels above and below the chart may be wider: their width runs along the circle, not into the edge.
      const wrapped = textWrap(texts[index]!, fontSize, ems * fontSize * (2 - Math.abs(sine)), breakWords);
      wrap = { lines: wrapped, width: Math.max(0, ...wrapped.map((line) => textWidth(line, fontSize))) };
      wraps.set(wrapKey, wrap);
    }
    const { lines, width } = wrap;
    const height = lines.length * fontSize * lineSpacing;
    // One unit at a time outward along the axis, where the box only moves farther from the centre:
    // the first box clear of the circle touches the gap (within a unit).
    for (let distance = clearance; distance <= FARTHEST; distance++) {
      work += 1 + obstacles.length;
      if (work > WORK_BUDGET) return undefined;
      const centre = pointAt(index, texts.length, 100, distance);
      const box = {
        x: boxStart(centre.x, width),
        y: boxStart(centre.y, height),
        width,
        height,
      };
      // Inside the view box, clear of the circle, near its axis end and clear of the other labels.
      if (
        boxDistance(box) >= clearance &&
        box.x >= margin &&
        box.y >= margin &&
        boxDistance(box, axisEnd) <= MAX_PUSH + preferredRadius - radius &&
        obstacles.every((obstacle) => boxDistance(box, obstacle) >= LABEL_SPACING)
      ) {
        // Text runs from the box's left edge (0), centre (1) or right edge (2); within rounding of
        // a vertical axis the label is centred on it.
        const side = 1 - Math.sign(Math.round(sine * 1e9));
        obstacles.push(box);
        return {
          lines,
          x: box.x + (width * side) / 2,
          y: box.y,
          align: ALIGN[side]!,
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
  const wraps = new Map<string, { lines: string[]; width: number }>();
  let work = 0;
  // Each attempt stops at its first label that does not fit (placeLabel gives undefined). Beyond
  // CLASSIC_MAX_LABELS labels or CLASSIC_MAX_LENGTH characters the wedge layout alone is used: the
  // classic one rarely succeeds there and would spend its whole budget finding that out.
  const found =
    texts.length <= CLASSIC_MAX_LABELS &&
    texts.every((text) => text.length <= CLASSIC_MAX_LENGTH) &&
    attempts.find((attempt) => {
      const obstacles = [...reserved];
      return texts.every((_, index) => (labels[index] = placeLabel(index, attempt, obstacles)!));
    });
  let layout: LabelLayout;
  if (found) {
    const [, radius, fontSize] = found;
    layout = { radius, fontSize, lineHeight: fontSize * lineSpacing, labels };
  } else {
    layout = wedgeFallback(texts, {
      preferredFontSize,
      minFontSize,
      preferredRadius,
      minRadius,
      settings: { gap, margin, lineSpacing, spacing: LABEL_SPACING, reserved },
    });
  }
  lastKey = key;
  return (lastLayout = layout);
}

/**
 * Wedge layouts tried, best looking first (radius and font size clamped to the options): up to 3
 * lines a label while the chart and font shrink, then up to 6 lines at the smallest size and radius,
 * so that dense labels (12 labels of 40 CJK characters or emoji) still fit whole instead of being
 * truncated; each keeping every word that fits a line whole. Only when none fits does the last
 * layout (up to 6 lines at radius 100) run: lines filled to their end, breaking words that would
 * fit a line, then truncation. (Its 6 lines keep whole what filled lines kept whole before, when
 * every layout could fill lines and the last truncated at 3.)
 */
const WEDGE_ATTEMPTS: readonly [radius: number, fontSize: number, maxLines: number, truncate?: true][] = [
  [150, 12, 3],
  [130, 11, 3],
  [120, 10, 3],
  [110, 9, 3],
  [100, 8, 3],
  [100, 8, 6],
  [80, 8, 6],
  [100, 8, 6, true],
];

/**
 * The layout for labels the classic one cannot place (many or long labels): {@link wedgeLayout}
 * at the first of WEDGE_ATTEMPTS where every label fits whole, else the truncating last one.
 */
function wedgeFallback(
  texts: readonly string[],
  sizes: {
    preferredFontSize: number;
    minFontSize: number;
    preferredRadius: number;
    minRadius: number;
    settings: Omit<WedgeSettings, 'radius' | 'fontSize' | 'maxLines' | 'truncate'>;
  },
): LabelLayout {
  const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));
  let layout: LabelLayout | undefined;
  for (const [radius, fontSize, maxLines, truncate = false] of WEDGE_ATTEMPTS) {
    layout = wedgeLayout(texts, {
      ...sizes.settings,
      radius: clamp(radius, sizes.minRadius, sizes.preferredRadius),
      // Sizes for the default preferred 14, scaled with it (a small chart's labels are larger).
      fontSize: clamp((fontSize * sizes.preferredFontSize) / 14, sizes.minFontSize, sizes.preferredFontSize),
      maxLines,
      truncate,
    });
    if (layout) break;
  }
  // The last attempt truncates what does not fit instead of failing.
  return layout!;
}
