import { axisAngle } from './axisAngle';
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

/** Labels this close to vertical axes (|sin| below it) are centred rather than pushed sideways. */
const CENTRED_SINE = 0.05;
/** Clear space kept between two labels. */
const LABEL_SPACING = 2;
const RADIUS_STEP = 10;
/** The most lines a label may be wrapped into, per attempt. */
const LINE_LIMITS = [1, 2, 3, 4, 5, 6, 8, 10, 13];
/** Words narrower than this many font sizes are never broken across lines. */
const WORD_BREAK_EMS = 6;
/** How far a label may be pushed outward past the circle to clear its neighbours, and in what steps. */
const MAX_PUSH = 40;
const PUSH_STEP = 4;
const EPSILON = 1e-6;

interface Bounds {
  low: number;
  high: number;
}

/**
 * How far from the centre along the unit direction (|sine|, |cosine|) a box of half-size
 * (halfWidth, halfHeight) must be centred so that it stays at least `clearance` from the centre.
 * The box-to-centre distance grows monotonically along the ray, so the answer is the smallest
 * root among the cases "only the x gap counts", "only the y gap counts" and "both count".
 */
function tangentDistance(
  sine: number,
  cosine: number,
  halfWidth: number,
  halfHeight: number,
  clearance: number,
): number {
  let distance = Infinity;
  if (sine > EPSILON) distance = Math.min(distance, (clearance + halfWidth) / sine);
  if (cosine > EPSILON) distance = Math.min(distance, (clearance + halfHeight) / cosine);
  const projection = sine * halfWidth + cosine * halfHeight;
  const discriminant = projection * projection - (halfWidth ** 2 + halfHeight ** 2 - clearance ** 2);
  if (discriminant >= 0) {
    const both = projection + Math.sqrt(discriminant);
    if (sine * both >= halfWidth - EPSILON && cosine * both >= halfHeight - EPSILON) {
      distance = Math.min(distance, both);
    }
  }
  return distance;
}

/** Distance from the chart centre to the nearest point of a box. */
function boxDistance(box: Box): number {
  const dx = Math.max(0, box.x - CENTER, CENTER - (box.x + box.width));
  const dy = Math.max(0, box.y - CENTER, CENTER - (box.y + box.height));
  return Math.hypot(dx, dy);
}

function boxInside(box: Box, bounds: Bounds): boolean {
  return (
    box.x >= bounds.low - EPSILON &&
    box.y >= bounds.low - EPSILON &&
    box.x + box.width <= bounds.high + EPSILON &&
    box.y + box.height <= bounds.high + EPSILON
  );
}

/** Whether two boxes come closer than `spacing` to each other. */
function boxesOverlap(first: Box, second: Box, spacing: number): boolean {
  return (
    first.x < second.x + second.width + spacing &&
    second.x < first.x + first.width + spacing &&
    first.y < second.y + second.height + spacing &&
    second.y < first.y + first.height + spacing
  );
}

/**
 * Places a width x height box outside the circle of radius `clearance` along the axis with the
 * given angle: touching the circle when it fits, otherwise pushed back inside the view box and
 * slid sideways (or up/down) just enough to clear the circle again. Null when it cannot fit.
 */
function placeBox(
  angle: number,
  width: number,
  height: number,
  clearance: number,
  bounds: Bounds,
): Box | null {
  const sine = Math.sin(angle);
  const cosine = Math.cos(angle);
  const halfWidth = width / 2;
  const halfHeight = height / 2;
  const distance = tangentDistance(Math.abs(sine), Math.abs(cosine), halfWidth, halfHeight, clearance);
  let centerX = CENTER + sine * distance;
  let centerY = CENTER - cosine * distance;

  const clampedY = Math.min(bounds.high - halfHeight, Math.max(bounds.low + halfHeight, centerY));
  if (clampedY !== centerY) {
    if (Math.abs(sine) < CENTRED_SINE) return null;
    centerY = clampedY;
    const gapY = Math.max(0, Math.abs(centerY - CENTER) - halfHeight);
    const neededX = halfWidth + Math.sqrt(Math.max(0, clearance ** 2 - gapY ** 2));
    if (Math.abs(centerX - CENTER) < neededX) centerX = CENTER + Math.sign(sine) * neededX;
  }
  const clampedX = Math.min(bounds.high - halfWidth, Math.max(bounds.low + halfWidth, centerX));
  if (clampedX !== centerX) {
    if (Math.abs(cosine) < CENTRED_SINE) return null;
    centerX = clampedX;
    const gapX = Math.max(0, Math.abs(centerX - CENTER) - halfWidth);
    const neededY = halfHeight + Math.sqrt(Math.max(0, clearance ** 2 - gapX ** 2));
    if (Math.abs(centerY - CENTER) < neededY) centerY = CENTER - Math.sign(cosine) * neededY;
  }
  const box = { x: centerX - halfWidth, y: centerY - halfHeight, width, height };
  return boxInside(box, bounds) && boxDistance(box) >= clearance - EPSILON ? box : null;
}

/** Where a label goes when nothing fits: against the circle, clamped into the view box. */
function forcedBox(angle: number, width: number, height: number, bounds: Bounds): Box {
  const clamp = (value: number, size: number) => Math.min(bounds.high - size, Math.max(bounds.low, value));
  const x = clamp(CENTER + Math.sin(angle) * (CENTER - bounds.low) - width / 2, width);
  const y = clamp(CENTER - Math.cos(angle) * (CENTER - bounds.low) - height / 2, height);
  return { x, y, width, height };
}

function labelAlign(angle: number): LabelPlacement['align'] {
  const sine = Math.sin(angle);
  if (sine >= CENTRED_SINE) return 'left';
  if (sine <= -CENTRED_SINE) return 'right';
  return 'center';
}

function placement(lines: string[], box: Box, angle: number): LabelPlacement {
  const align = labelAlign(angle);
  const x = align === 'left' ? box.x : align === 'right' ? box.x + box.width : box.x + box.width / 2;
  return { lines, x, y: box.y, align, box };
}

/**
 * The narrowest wrap of `text` into at most `maxLines` lines, so that long labels become compact
 * blocks instead of wide bars. Words are only broken when wider than WORD_BREAK_EMS.
 */
function compactWrap(text: string, fontSize: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const fullWidth = textWidth(words.join(' '), fontSize);
  const longestWord = Math.max(0, ...words.map((word) => textWidth(word, fontSize)));
  let narrow = Math.max(fullWidth / maxLines, Math.min(longestWord, WORD_BREAK_EMS * fontSize));
  let wide = fullWidth;
  let lines = textWrap(text, fontSize, narrow);
  if (lines.length <= maxLines) return lines;
  lines = textWrap(text, fontSize, wide);
  // Line count only falls as the width grows, so bisect between a too-narrow and a fitting width.
  for (let step = 0; step < 12 && wide - narrow > 0.5; step++) {
    const middle = (narrow + wide) / 2;
    const candidate = textWrap(text, fontSize, middle);
    if (candidate.length <= maxLines) {
      wide = middle;
      lines = candidate;
    } else narrow = middle;
  }
  return lines;
}

interface Attempt {
  radius: number;
  fontSize: number;
  maxLines: number;
}

type ResolvedOptions = Required<Omit<LabelLayoutOptions, 'reserved'>> & { reserved: readonly Box[] };

/**
 * Lays every label out for one radius, font size and line limit, or returns null. Each label is
 * wrapped compactly, then placed against the chart's circle, pushed outward along its axis as far
 * as needed to clear the reserved areas and the labels placed before it.
 */
function layoutAttempt(
  texts: readonly string[],
  attempt: Attempt,
  options: ResolvedOptions,
  wraps: Map<string, string[]>,
  forced = false,
): LabelPlacement[] | null {
  const { fontSize, radius, maxLines } = attempt;
  const lineHeight = fontSize * options.lineSpacing;
  const bounds = { low: options.margin, high: VIEW_BOX_SIZE - options.margin };
  const placed: LabelPlacement[] = [];
  for (const [index, text] of texts.entries()) {
    const angle = axisAngle(index, texts.length);
    const wrapKey = `${fontSize}\u0000${maxLines}\u0000${text}`;
    let lines = wraps.get(wrapKey);
    if (!lines) {
      lines = compactWrap(text, fontSize, maxLines);
      wraps.set(wrapKey, lines);
    }
    const width = Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
    let found: LabelPlacement | null = null;
    for (let push = 0; push <= MAX_PUSH && found === null; push += PUSH_STEP) {
      const box = placeBox(angle, width, lines.length * lineHeight, radius + options.gap + push, bounds);
      if (box === null) break;
      const clear =
        !options.reserved.some((reserved) => boxesOverlap(box, reserved, 0)) &&
        !placed.some((other) => boxesOverlap(box, other.box, LABEL_SPACING));
      if (clear) found = placement(lines, box, angle);
    }
    if (found === null && forced)
      found = placement(lines, forcedBox(angle, width, lines.length * lineHeight, bounds), angle);
    if (found === null) return null;
    placed.push(found);
  }
  return placed;
}

/** Radius, font-size and line-limit combinations to try, best looking first. */
function attempts(options: ResolvedOptions): Attempt[] {
  const radii: number[] = [];
  for (let radius = options.radius; radius > options.minRadius; radius -= RADIUS_STEP) radii.push(radius);
  radii.push(options.minRadius);
  const fontSizes: number[] = [];
  for (let fontSize = options.fontSize; fontSize > options.minFontSize; fontSize -= 1)
    fontSizes.push(fontSize);
  fontSizes.push(options.minFontSize);
  const scored = radii.flatMap((radius) =>
    fontSizes.flatMap((fontSize) =>
      LINE_LIMITS.map((maxLines) => {
        // Penalties in rough "how much worse does it look" units: a smaller chart, smaller
        // text, and labels broken into more lines (tall columns hurt most).
        const score =
          ((options.radius - radius) / RADIUS_STEP) * 3 +
          (options.fontSize - fontSize) * 2 +
          (maxLines - 1) * 2 +
          Math.max(0, maxLines - 3) * 3;
        return { attempt: { radius, fontSize, maxLines }, score };
      }),
    ),
  );
  // Array.prototype.sort is stable, so equal scores keep the larger radius and font first.
  return scored.sort((first, second) => first.score - second.score).map(({ attempt }) => attempt);
}

const DEFAULT_OPTIONS: ResolvedOptions = {
  fontSize: 14,
  minFontSize: 8,
  radius: RADIUS,
  minRadius: 40,
  gap: 6,
  margin: 3,
  lineSpacing: 1.2,
  reserved: [],
};

const layoutCache = new Map<string, LabelLayout>();
const LAYOUT_CACHE_SIZE = 64;

function computeLayout(texts: readonly string[], options: ResolvedOptions): LabelLayout {
  const wraps = new Map<string, string[]>();
  const tried = attempts(options);
  const last = tried[tried.length - 1];
  let attempt: Attempt | undefined;
  let labels: LabelPlacement[] | null = null;
  // The last attempt places what fits nowhere as well as it can (only far beyond the supported 12
  // axes of 40 characters); where everything fits, forcing changes nothing.
  for (attempt of tried) {
    labels = layoutAttempt(texts, attempt, options, wraps, attempt === last);
    if (labels) break;
  }
  return { ...attempt!, lineHeight: attempt!.fontSize * options.lineSpacing, labels: labels! };
}

/**
 * Wraps and positions axis labels around the chart so that none is clipped by the 400 x 400 view
 * box, none overlaps another, a reserved area or the value-100 circle.
 *
 * Each label sits just outside the circle along its axis (aligned left on the right half, right on
 * the left half, centred at the top and bottom), wrapped as little as possible. When that does not
 * fit, the layout shrinks the font (one size for all labels) down to a comfortable size, then the
 * chart radius, then the font further down to `minFontSize`: the returned `radius` may therefore be
 * smaller than the preferred one, and callers draw the chart at that radius. Text is measured with
 * {@link textWidth}. Results are cached, so repeated calls with the same labels are cheap.
 *
 * Guaranteed (and property-tested) for 3 to 12 labels of up to 40 characters; beyond that, when
 * nothing fits even at the smallest radius and font, labels are placed as well as possible and
 * may overlap.
 * @example
 * const layout = layoutLabels(['Speed', 'Strength', 'Agility']);
 * layout.radius; // 150
 * layout.labels[0]; // { lines: ['Speed'], align: 'center', ... } above the top axis
 */
export function layoutLabels(texts: readonly string[], options: LabelLayoutOptions = {}): LabelLayout {
  const resolved: ResolvedOptions = { ...DEFAULT_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) Object.assign(resolved, { [key]: value });
  }
  const key = JSON.stringify([texts, resolved]);
  const cached = layoutCache.get(key);
  if (cached) return cached;
  const layout = computeLayout(texts, resolved);
  if (layoutCache.size >= LAYOUT_CACHE_SIZE) layoutCache.delete(layoutCache.keys().next().value!);
  layoutCache.set(key, layout);
  return layout;
}
