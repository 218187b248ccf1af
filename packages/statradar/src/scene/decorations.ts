import { isBlankText } from '../model/shownNames';
import { VIEW_BOX_SIZE } from '../geometry/constants';
import { ELLIPSIS, textTruncate, textWrapLines } from '../geometry/textTruncate';
import { textWidth } from '../geometry/textWidth';
import { sceneText } from './sceneText';
import type { SceneLegendEntry, SceneRect, SceneShape, SceneText, SceneViewBox } from './types';

/** Where the legend goes around the chart. */
export type LegendPosition = 'top' | 'right' | 'bottom' | 'left';

/** Clear space around the title, caption and legend blocks, in view-box units. */
const PADDING = 10;
const TITLE_FONT_SIZE = 18;
const TITLE_MAX_LINES = 2;
const CAPTION_FONT_SIZE = 11;
const CAPTION_MAX_LINES = 2;
const LEGEND_FONT_SIZE = 12;
const LEGEND_SWATCH = 12;
const LEGEND_SWATCH_GAP = 6;
const LEGEND_ENTRY_HEIGHT = 20;
/**
 * The least width and height of a legend entry's hit area in output (CSS) pixels: WCAG 2.5.8's
 * target size (24 x 24), which a row pitch of 20 units missed below 480 px (8.5 px tall entries at
 * 200 px). Entries whose height would fall below it are laid out taller (and at least as wide) in
 * the view box, up to LEGEND_MAX_ENTRY_HEIGHT.
 */
const LEGEND_TARGET_PX = 24;
/** The tallest a legend entry is laid out: 24 px down to 0.1875 px per unit (a 200 px chart with a 1,010-unit wide view box of four legend columns). */
const LEGEND_MAX_ENTRY_HEIGHT = 128;
/** Space between entries of one row of a top or bottom legend. */
const LEGEND_ENTRY_GAP = 14;
/** Width of one column of a left or right legend (the entry text is truncated to fit). */
const LEGEND_COLUMN_WIDTH = 150;
/**
 * Widest entry of a top or bottom legend: long names are truncated so that two entries at least
 * share a row (the 380 units of a row less one gap, halved; at 190 two never fitted, so a legend of
 * long names took a row per entry and shrank the exported chart).
 */
const LEGEND_ROW_ENTRY_WIDTH = 183;
/** Opacity factor of a hidden series' legend entry. */
const HIDDEN_OPACITY = 0.35;
const LINE_SPACING = 1.2;

/** What {@link layoutDecorations} needs besides the entries. */
export interface DecorationInput {
  title?: string;
  caption?: string;
  legend?: LegendPosition;
  entries: readonly SceneLegendEntry[];
  fontFamily: string;
  /** Colour and opacity of text. */
  textColor: string;
  textOpacity: number;
  /** The output size in CSS px, as the scene's options give it (see SceneOptions' width and height). */
  width?: number | undefined;
  height?: number | undefined;
  /** The least size in CSS px of the legend's text at that output size (SceneOptions' minLabelSize, default 10). */
  minTextSize?: number | undefined;
}

/** The extended view box and the shapes drawn around the chart (in paint order). */
export interface Decorations {
  viewBox: SceneViewBox;
  legendShapes: SceneShape[];
  titleShapes: SceneShape[];
}

/**
 * How much of a data set's name its legend entry reads, in UTF-16 units: far more than an entry
 * (one line, at most the view box wide) shows, unless most of them are whitespace or characters
 * drawn without width, which then end in an ellipsis.
 */
const LEGEND_READ_LIMIT = 2000;

/**
 * Right-to-left letters (Hebrew to N'Ko, and their presentation forms with the few symbol blocks
 * between them) and direction controls.
 */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufefe\u200f\u202a-\u202e\u2066-\u2069]/;

/**
 * A name that holds right-to-left text or a direction control, set apart from the text around it
 * (Unicode's first-strong isolate … pop directional isolate), so it cannot reorder the percentage
 * after it: "\u202Etxt.exe 28%" drew as "%82 exe.txt", and an Arabic name put its % first. Other
 * names are left as written.
 */
function isolated(name: string): string {
  return RIGHT_TO_LEFT.test(name) ? `\u2068${name}\u2069` : name;
}

function entryText(
  entry: SceneLegendEntry,
  maxWidth: number,
  fontSize: number,
): { text: string; full: string } {
  const percent = ` ${Math.round(entry.areaPercent)}%`;
  const full = `${isolated(entry.name)}${percent}`;
  const nameWidth = maxWidth - textWidth(percent, fontSize);
  // A name is read only as far as a legend entry can show (LEGEND_READ_LIMIT), whatever its length.
  const shown =
    entry.name.length > LEGEND_READ_LIMIT ? entry.name.slice(0, LEGEND_READ_LIMIT) + ELLIPSIS : entry.name;
  const name = textTruncate(shown, fontSize, nameWidth);
  return { text: `${isolated(name)}${percent}`.trim(), full };
}

/** One legend entry's three shapes at (x, y): hit area (`height` tall), swatch, text, at `scale`. */
function legendEntryShapes(
  entry: SceneLegendEntry,
  x: number,
  y: number,
  width: number,
  height: number,
  text: { text: string; full: string },
  input: DecorationInput,
  scale: number,
): SceneShape[] {
  const d = entry.series;
  const dim = entry.hidden ? HIDDEN_OPACITY : 1;
  const hitArea: SceneRect = {
    id: `legend-${d}`,
    kind: 'rect',
    legend: d,
    x,
    y,
    width,
    height,
    cornerRadius: 0,
    fill: null,
    fillOpacity: 0,
    stroke: null,
    strokeOpacity: 0,
    strokeWidth: 0,
  };
  const swatch: SceneRect = {
    id: `legend-${d}-swatch`,
    kind: 'rect',
    legend: d,
    x,
    y: y + (height - LEGEND_SWATCH * scale) / 2,
    width: LEGEND_SWATCH * scale,
    height: LEGEND_SWATCH * scale,
    cornerRadius: 0,
    fill: entry.color,
    fillOpacity: dim,
    stroke: null,
    strokeOpacity: 0,
    strokeWidth: 0,
  };
  const label: SceneText = {
    id: `legend-${d}-text`,
    kind: 'text',
    legend: d,
    x: x + (LEGEND_SWATCH + LEGEND_SWATCH_GAP) * scale,
    y: y + height / 2,
    lines: [text.text],
    fontSize: LEGEND_FONT_SIZE * scale,
    lineHeight: LEGEND_FONT_SIZE * scale * LINE_SPACING,
    fontFamily: input.fontFamily,
    fontWeight: 'normal',
    fill: input.textColor,
    fillOpacity: input.textOpacity * dim,
    align: 'left',
    baseline: 'middle',
  };
  if (text.text !== text.full) label.fullText = text.full;
  return [hitArea, swatch, label];
}

/**
 * Where an entry's text starts: after the swatch and its gap. A literal, not the sum: bundlers keep
 * a top-level sum (and the constants it reads) in bundles that never draw a legend.
 */
const TEXT_INSET = 18; // LEGEND_SWATCH + LEGEND_SWATCH_GAP

/**
 * Lays out the title, legend and caption around the 400 x 400 chart square and returns the view box
 * that holds them all. Without any of them the view box is exactly 0 0 400 400.
 *
 * Top to bottom: title (bold, centred, up to 2 lines), a top legend, the chart (with a left or
 * right legend beside it), a bottom legend, the caption (small, left-aligned, up to 2 lines). Text
 * that does not fit is wrapped, then truncated with an ellipsis (the full text kept in `fullText`).
 * A side legend is a column of entries (more columns when they do not fit the chart's height); a
 * top or bottom legend flows its entries into centred rows as wide as the chart.
 *
 * Each legend entry (its hit area, the `legend-{d}` rect) is at least 24 x 24 px at the output
 * size (`width`, `height`; without them one pixel per unit), up to 128 units tall: entries are laid
 * out taller than their 20 units when the chart is drawn small (and rows of entries at least as
 * wide as tall). On a chart drawn small the legend's text keeps `minTextSize` pixels, as the axis
 * labels do: the legend, title and caption are laid out larger in the view box (at most twice, in
 * sixteenths), and the chart takes a smaller part of the picture, as Chart.js keeps its legend's
 * font size. The targets come first: text that would make the legend too wide for them (a side
 * legend of many entries on a tiny chart) stays at the last size that kept them.
 */
export function layoutDecorations(input: DecorationInput): Decorations {
  const hasText = (!!input.legend && input.entries.length > 0) || hasTitle(input) || hasCaption(input);
  let scale = 1;
  let shown = layoutWithTargets(input, scale);
  for (;;) {
    const needed = Math.min(
      2,
      Math.ceil((16 * (input.minTextSize ?? 10)) / (LEGEND_FONT_SIZE * shown.pixelsPerUnit)) / 16,
    );
    if (!hasText || needed <= scale) return shown.decorations;
    const larger = layoutWithTargets(input, needed);
    if (shown.targetsMet && !larger.targetsMet) return shown.decorations;
    if (larger.chartShare < MIN_CHART_SHARE && shown.chartShare >= MIN_CHART_SHARE) return shown.decorations;
    scale = needed;
    shown = larger;
  }
}

/**
 * The least part of the picture's smaller side the chart square keeps when the legend, title and
 * caption text grows for `minTextSize`: larger legend text fits fewer entries in a row (or a
 * column), so a legend of many data sets took more rows, which shrank the chart and every unit,
 * which asked for larger text again: a 480 px square export of 20 data sets drew its chart 210 px
 * wide with a bottom legend and 76 px with a right one (283 and 270 px now, the text then a little
 * under `minTextSize`).
 */
const MIN_CHART_SHARE = 0.5;

/**
 * {@link layoutDecorations} with text at `scale` times its size: entries 20 units tall at that scale,
 * then as tall as the view box they make asks for 24 px (it only grows, so this ends), up to 128
 * units. Whether they reach 24 px, the pixels per unit, and the chart square's side as a part of
 * the picture's smaller side.
 */
function layoutWithTargets(
  input: DecorationInput,
  scale: number,
): { decorations: Decorations; pixelsPerUnit: number; targetsMet: boolean; chartShare: number } {
  const entries = input.legend ? input.entries : [];
  const side = input.legend === 'left' || input.legend === 'right';
  // An entry's text does not depend on its height: measured once.
  const texts = entries.map((entry) =>
    entryText(
      entry,
      (side ? LEGEND_COLUMN_WIDTH * scale - PADDING : LEGEND_ROW_ENTRY_WIDTH) - TEXT_INSET * scale,
      LEGEND_FONT_SIZE * scale,
    ),
  );
  for (let entryHeight = Math.ceil(LEGEND_ENTRY_HEIGHT * scale); ;) {
    const decorations = layoutDecorationsAt(input, entries, texts, side, entryHeight, scale);
    const box = decorations.viewBox;
    const width = input.width ?? box.width;
    const height = input.height ?? (width * box.height) / box.width;
    const pixelsPerUnit = Math.min(width / box.width, height / box.height);
    const needed = Math.ceil(LEGEND_TARGET_PX / pixelsPerUnit);
    if (!entries.length || needed <= entryHeight || entryHeight >= LEGEND_MAX_ENTRY_HEIGHT) {
      return {
        decorations,
        pixelsPerUnit,
        targetsMet: !entries.length || needed <= entryHeight,
        chartShare: (VIEW_BOX_SIZE * pixelsPerUnit) / Math.min(width, height),
      };
    }
    entryHeight = Math.min(LEGEND_MAX_ENTRY_HEIGHT, needed);
  }
}

function hasTitle(input: DecorationInput): boolean {
  return input.title !== undefined && !isBlankText(input.title);
}

function hasCaption(input: DecorationInput): boolean {
  return input.caption !== undefined && !isBlankText(input.caption);
}

/** {@link layoutDecorations} with legend entries `entryHeight` units tall, text at `scale` times its size. */
function layoutDecorationsAt(
  input: DecorationInput,
  entries: readonly SceneLegendEntry[],
  texts: readonly { text: string; full: string }[],
  side: boolean,
  entryHeight: number,
  scale: number,
): Decorations {
  const legendShapes: SceneShape[] = [];
  let left = 0;
  let right = VIEW_BOX_SIZE;
  let top = 0;
  let bottom = VIEW_BOX_SIZE;

  if (entries.length && side) {
    const perColumn = Math.floor((VIEW_BOX_SIZE - 2 * PADDING) / entryHeight);
    const columns = Math.ceil(entries.length / perColumn);
    const rows = Math.min(perColumn, entries.length);
    const startY = (VIEW_BOX_SIZE - rows * entryHeight) / 2;
    const columnWidth = LEGEND_COLUMN_WIDTH * scale;
    const width = columns * columnWidth + PADDING;
    const startX = input.legend === 'right' ? VIEW_BOX_SIZE : -width + PADDING;
    entries.forEach((entry, index) => {
      const column = Math.floor(index / perColumn);
      const x = startX + column * columnWidth;
      const y = startY + (index % perColumn) * entryHeight;
      const entryWidth = columnWidth - PADDING;
      legendShapes.push(
        ...legendEntryShapes(entry, x, y, entryWidth, entryHeight, texts[index]!, input, scale),
      );
    });
    if (input.legend === 'right') right += width;
    else left -= width;
  } else if (entries.length) {
    // Rows of entries, each entry as wide as its text (up to LEGEND_ROW_ENTRY_WIDTH) and at least
    // as wide as tall (a 24 px target), centred.
    const available = VIEW_BOX_SIZE - 2 * PADDING;
    const sized = entries.map((entry, index) => {
      const text = texts[index]!;
      const width = Math.max(entryHeight, (TEXT_INSET + textWidth(text.text, LEGEND_FONT_SIZE)) * scale);
      return { entry, text, width };
    });
    const gap = LEGEND_ENTRY_GAP * scale;
    const rows: (typeof sized)[] = [];
    let rowWidth = 0;
    for (const item of sized) {
      const row = rows.at(-1);
      if (row && rowWidth + gap + item.width <= available) {
        row.push(item);
        rowWidth += gap + item.width;
      } else {
        rows.push([item]);
        rowWidth = item.width;
      }
    }
    const height = rows.length * entryHeight + PADDING;
    const startY = input.legend === 'top' ? -height : VIEW_BOX_SIZE + PADDING;
    rows.forEach((row, rowIndex) => {
      const width = row.reduce((sum, item) => sum + item.width, 0) + gap * (row.length - 1);
      let x = (VIEW_BOX_SIZE - width) / 2;
      for (const item of row) {
        const y = startY + rowIndex * entryHeight;
        legendShapes.push(
          ...legendEntryShapes(item.entry, x, y, item.width, entryHeight, item.text, input, scale),
        );
        x += item.width + gap;
      }
    });
    if (input.legend === 'top') top -= height;
    else bottom += height;
  }

  const titleShapes: SceneShape[] = [];
  const textWidthAvailable = right - left - 2 * PADDING;
  if (hasTitle(input)) {
    const fontSize = TITLE_FONT_SIZE * scale;
    const { lines, truncated } = textWrapLines(input.title!, fontSize, textWidthAvailable, TITLE_MAX_LINES);
    const lineHeight = fontSize * LINE_SPACING;
    const height = lines.length * lineHeight + PADDING;
    top -= height;
    titleShapes.push(
      sceneText(
        'title',
        (left + right) / 2,
        top + PADDING,
        lines,
        fontSize,
        input.fontFamily,
        input.textColor,
        input.textOpacity,
        'center',
        'top',
        'bold',
        truncated ? input.title : undefined,
      ),
    );
  }
  if (hasCaption(input)) {
    const fontSize = CAPTION_FONT_SIZE * scale;
    const { lines, truncated } = textWrapLines(
      input.caption!,
      fontSize,
      textWidthAvailable,
      CAPTION_MAX_LINES,
    );
    const lineHeight = fontSize * LINE_SPACING;
    titleShapes.push(
      sceneText(
        'caption',
        left + PADDING,
        bottom,
        lines,
        fontSize,
        input.fontFamily,
        input.textColor,
        input.textOpacity * 0.75,
        'left',
        'top',
        'normal',
        truncated ? input.caption : undefined,
      ),
    );
    bottom += lines.length * lineHeight + PADDING;
  }

  return {
    viewBox: { x: left, y: top, width: right - left, height: bottom - top },
    legendShapes,
    titleShapes,
  };
}
