import { axisAngle } from './axisAngle';
import { CENTER, VIEW_BOX_SIZE } from './constants';
import type { Box, LabelLayout, LabelPlacement } from './labelLayout';
import { textWidth } from './textWidth';
import { textWrap } from './textWrap';
import { ELLIPSIS, textEllipsis, textWrapLines } from './textTruncate';

/** Settings of one {@link wedgeLayout} run. */
export interface WedgeSettings {
  radius: number;
  fontSize: number;
  gap: number;
  margin: number;
  lineSpacing: number;
  /** Clear space kept between two labels. */
  spacing: number;
  reserved: readonly Box[];
  /** Most lines a label may take. */
  maxLines: number;
  /** Truncate what does not fit (the last resort) instead of giving up at the first such label. */
  truncate: boolean;
}

/** Step, in view-box units, of the search outwards along an axis. */
const DISTANCE_STEP = 2;
/** Farthest a label's centre may be from the chart centre: the view box's corner. */
const FARTHEST = Math.SQRT2 * (VIEW_BOX_SIZE / 2);
/**
 * How much of a label is read, in UTF-16 units. At a font size of 3 or more, 10,000 of them are
 * wider than three times what any layout shows of a label (7 lines: the 6 most, and one more the
 * wrap looks at), unless most are whitespace or characters drawn without width (combining marks):
 * what is cut is never what is shown. The drawing functions take names of any length (parseChart's
 * limits are for untrusted input), and each layout attempt reads the text again.
 */
const READ_LIMIT = 10_000;
/** How a box hangs from its anchor on the axis: share of its width before the anchor, and the text alignment. */
const BEFORE = [0, 0.5, 1] as const;
/** Text alignment by side of the anchor: 0 left, 1 centre, 2 right (the classic layout uses it too). */
export const ALIGN = ['left', 'center', 'right'] as const;

/** The largest w with `base + coefficient · w >= 0` (Infinity when any w works, -Infinity when none). */
function bound(base: number, coefficient: number): number {
  if (base < 0) return -Infinity;
  return coefficient < 0 ? base / -coefficient : Infinity;
}

/** A position on an axis: distance of the box centre from the chart centre, and how the box hangs. */
interface Slot {
  distance: number;
  alignment: 0 | 1 | 2;
  lines: number;
  width: number;
}

/**
 * The label layout that always succeeds: every label owns the wedge of the plane around its axis
 * (half-way to each neighbouring axis, less half the label spacing), so labels never overlap one
 * another whatever their count and length. Within its wedge, outside the value-100 circle plus
 * `gap`, inside the view box and clear of reserved areas, a label takes the position nearest to its
 * axis end where its text fits in the fewest lines (up to `maxLines`): wrapped between words where it can,
 * else with the words wider than a line broken. When `truncate` is false it returns undefined at the
 * first label that does not fit so; when true (the last resort), such a label is next set in lines
 * filled to their end (breaking any word at a line's end), and failing that gets the roomiest
 * position with its text wrapped and truncated with an ellipsis (`fullText` keeps the whole of it).
 * So a word narrower than its label's box is split only in the last resort.
 *
 * For a fixed position every constraint is linear in the box width, so the widest box of each
 * position comes in closed form: the cost is a few hundred positions per label.
 */
export function wedgeLayout(texts: readonly string[], settings: WedgeSettings): LabelLayout | undefined {
  const { radius, fontSize, gap, margin, lineSpacing, spacing, reserved, maxLines, truncate } = settings;
  const count = texts.length;
  const lineHeight = fontSize * lineSpacing;
  const clearance = radius + gap;
  const halfWedge = Math.PI / count;
  const inset = spacing / 2;
  // View-box limits, relative to the chart centre (as is everything below).
  const low = margin - CENTER;
  const high = VIEW_BOX_SIZE - margin - CENTER;
  const areas = reserved.map((area) => [
    area.x - CENTER - spacing,
    area.x + area.width - CENTER + spacing,
    area.y - CENTER - spacing,
    area.y + area.height - CENTER + spacing,
  ]);
  const labels: LabelPlacement[] = [];
  const positions = 3 * (Math.floor((FARTHEST - clearance) / DISTANCE_STEP) + 1);
  const widths = new Float64Array(Math.max(0, positions));

  for (let index = 0; index < count; index++) {
    const angle = axisAngle(index, count);
    const axisX = Math.sin(angle);
    const axisY = -Math.cos(angle);
    // The alignment that hangs text away from the chart: left on the right half, right on the left.
    const side = Math.abs(axisX) < 1e-9 ? 1 : axisX > 0 ? 0 : 2;
    // Inward unit normals of the wedge's two edges (at angle ± halfWedge from the axis).
    const normals: number[] = [];
    for (const edge of [angle - halfWedge, angle + halfWedge]) {
      const sign = Math.cos(edge) * axisX + Math.sin(edge) * axisY >= 0 ? 1 : -1;
      normals.push(sign * Math.cos(edge), sign * Math.sin(edge));
    }

    /** The widest box of `lines` lines at `distance`, hung by `alignment` (0 when none fits). */
    const widthAt = (distance: number, lines: number, alignment: 0 | 1 | 2): number => {
      const anchorX = axisX * distance;
      const top = axisY * distance - (lines * lineHeight) / 2;
      const bottom = top + lines * lineHeight;
      if (top < low || bottom > high) return 0;
      const before = BEFORE[alignment];
      const after = 1 - before;
      // Inside the view box.
      let width = Math.min(bound(anchorX - low, -before), bound(high - anchorX, -after));
      // Inside the wedge: each corner at least `inset` inside both edges.
      for (let edge = 0; edge < 4; edge += 2) {
        const nx = normals[edge]!;
        const ny = normals[edge + 1]!;
        const baseTop = nx * anchorX + ny * top - inset;
        const baseBottom = nx * anchorX + ny * bottom - inset;
        width = Math.min(
          width,
          bound(baseTop, -nx * before),
          bound(baseTop, nx * after),
          bound(baseBottom, -nx * before),
          bound(baseBottom, nx * after),
        );
      }
      // Clear of the circle: vertically, or by ending left of -q or starting right of q.
      const dy = Math.max(0, top, -bottom);
      if (dy < clearance) {
        const q = Math.sqrt(clearance * clearance - dy * dy);
        width = Math.min(width, Math.max(bound(anchorX - q, -before), bound(-q - anchorX, -after)));
      }
      // Clear of the reserved areas its rows meet: ending before one or starting after it.
      for (const [left, right, areaTop, areaBottom] of areas) {
        if (bottom <= areaTop! || top >= areaBottom!) continue;
        width = Math.min(width, Math.max(bound(left! - anchorX, -after), bound(anchorX - right!, -before)));
      }
      return width > 0 ? width : 0;
    };

    /**
     * The widest box of every position for `lines` lines, nearest the axis end first (three
     * alignments per distance), in `widths`; returns the index of the widest (-1 when none fits).
     */
    const measure = (lines: number): number => {
      let widest = -1;
      widths.fill(0);
      for (let position = 0; position < positions; position++) {
        const distance = clearance + Math.floor(position / 3) * DISTANCE_STEP;
        // Beyond the view box edge along the axis nothing fits any more.
        if (Math.abs(axisX * distance) > high || Math.abs(axisY * distance) > high) break;
        const alignment = (position % 3) as 0 | 1 | 2;
        // Text hangs away from the chart (or is centred on it): a box reaching back towards the
        // centre only has less room.
        if (alignment !== 1 && alignment !== side) continue;
        const width = widthAt(distance, lines, alignment);
        widths[position] = width;
        if (width > 0 && (widest < 0 || width > widths[widest]!)) widest = position;
      }
      return widest;
    };
    const slotOf = (position: number, lines: number): Slot => ({
      distance: clearance + Math.floor(position / 3) * DISTANCE_STEP,
      alignment: (position % 3) as 0 | 1 | 2,
      lines,
      width: widths[position]!,
    });

    const text = texts[index]!;
    // Only the start of a long label is read (see READ_LIMIT): a label of any length costs what a
    // long one does, and the whole text stays in fullText.
    const shown = text.slice(0, READ_LIMIT);
    // Whether the lines leave some of the text out (fullText then keeps it).
    let truncated = shown !== text;
    let placed: { slot: Slot; lines: string[] } | undefined;
    let roomiest: Slot | undefined;
    for (let lineCount = 1; lineCount <= maxLines && !placed; lineCount++) {
      const widestPosition = measure(lineCount);
      if (widestPosition < 0) continue;
      const widest = slotOf(widestPosition, lineCount);
      if (!roomiest || widest.width * lineCount > roomiest.width * roomiest.lines) roomiest = widest;
      // Whole words first; broken words only where whole ones do not fit (wider than a line); then,
      // in the last resort only, lines filled to their end, which break words that would fit a
      // line of their own ("Magic Ma-" / "x Strength"): preferred at any size over whole words one
      // size smaller, they split words that fit on 20-attribute charts. (Without it whole words
      // are tried again: a few bytes fewer than a shorter list, within RadarChartSvg's 8 KB.)
      for (const breakWords of [false, true, truncate && 'fill'] as const) {
        const lines = textWrap(shown, fontSize, widest.width, breakWords, lineCount);
        const width = Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
        if (lines.length > lineCount || width > widest.width) continue;
        // The position nearest the axis end with room for it.
        let position = 0;
        while (widths[position]! < width || widths[position]! <= 0) position++;
        placed = { slot: slotOf(position, lineCount), lines };
        break;
      }
    }
    if (!placed) {
      if (!truncate) return undefined;
      truncated = true;
      if (roomiest) {
        const room = roomiest.width;
        const fitted = textWrapLines(shown, fontSize, room, roomiest.lines).lines;
        // A line wider than the room (one wide character, or the ellipsis alone) ends the text
        // there; the last line kept then ends with an ellipsis, or goes too if even that is too wide.
        const lines: string[] = [];
        for (const line of fitted) {
          if (textWidth(line, fontSize) > room) break;
          lines.push(line);
        }
        while (lines.length && !lines.at(-1)!.endsWith(ELLIPSIS)) {
          const last = textEllipsis(lines.pop()!.replace(/-$/, ''), fontSize, room);
          if (textWidth(last, fontSize) <= room) lines.push(last);
        }
        placed = { slot: roomiest, lines };
      } else {
        // Nowhere to draw even one line: an empty block at the axis end.
        placed = {
          slot: { distance: clearance, alignment: 1, lines: 0, width: 0 },
          lines: [],
        };
      }
    }
    const { slot, lines } = placed;
    const width = Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
    const anchorX = CENTER + axisX * slot.distance;
    // A block of fewer lines than its position was sized for stays centred where it is.
    const box = {
      x: anchorX - BEFORE[slot.alignment] * width,
      y: CENTER + axisY * slot.distance - (lines.length * lineHeight) / 2,
      width,
      height: lines.length * lineHeight,
    };
    labels.push({
      lines,
      x: anchorX,
      y: box.y,
      align: ALIGN[slot.alignment],
      box,
      ...(truncated ? { fullText: text } : {}),
    });
  }
  return { radius, fontSize, lineHeight, labels };
}
