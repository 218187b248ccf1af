import { createRequire } from 'node:module';

import { Resvg } from '@resvg/resvg-js';
import {
  chartName,
  dataSetName,
  formatAreaPercent,
  resolveStyle,
  visibleDataSets,
  type Chart,
} from 'statradar';
import { renderSvg } from 'statradar/node';
import { escapeXml, textTruncate, textWidth, textWrapLines } from 'statradar/svg';

import { CHART_CARD_SIZE } from '../../../app/src/features/head/pageHeadTags.ts';
import { withCardTexts } from './cardText';
import { DrawingCache } from './drawingCache';

/** Open Graph's recommended card size, as the pages' og:image:width and og:image:height say. */
export const OG_WIDTH = CHART_CARD_SIZE.width;
export const OG_HEIGHT = CHART_CARD_SIZE.height;

const FONT = 'DejaVu Sans';
const BRAND = '#4b3fd1';
const CHART_SIZE = 570;
const LIST_X = 640;
/** Rows of the card's list of data sets; more data sets than this are listed in two columns. */
const LIST_ROWS = 6;
/** The most data sets the card's chart draws and its list names (two columns of {@link LIST_ROWS}). */
export const MAX_DRAWN = 2 * LIST_ROWS;
/** Clear space between the two columns of the list. */
const LIST_GUTTER = 28;

function fontFiles(): string[] {
  const require = createRequire(import.meta.url);
  return [
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  ];
}

/** How much wider DejaVu Sans Bold sets text than the regular face textWidth measures. */
const BOLD_WIDTH = 1.12;
const TITLE_SIZE = 42;
const NAME_SIZE = 28;
/** Right edge of the card's text column (its percentages end here). */
const TEXT_RIGHT = OG_WIDTH - 50;

/**
 * The chart's name on up to two lines that fit the text column, broken at spaces, the rest cut with
 * "…"; a blank name is called what the page's title calls it (the spec's fallback).
 */
function titleLines(chart: Chart): string[] {
  const fitWidth = (TEXT_RIGHT - LIST_X) / BOLD_WIDTH;
  return textWrapLines(chartName(chart), TITLE_SIZE, fitWidth, 2).lines;
}

/** The StatRadar mark: a small radar polygon beside the name. */
function mark(x: number, y: number): string {
  const points = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    const radius = [18, 12, 16, 10, 17, 13][index]!;
    return `${(x + 18 + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  const hexagon = Array.from({ length: 6 }, (_, index) => {
    const angle = (Math.PI / 3) * index - Math.PI / 2;
    return `${(x + 18 + 20 * Math.cos(angle)).toFixed(1)},${(y + 20 * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return [
    `<polygon points="${hexagon}" fill="none" stroke="${BRAND}" stroke-width="2"/>`,
    `<polygon points="${points}" fill="${BRAND}" fill-opacity="0.45" stroke="${BRAND}" stroke-width="2"/>`,
    `<text x="${x + 48}" y="${y + 10}" font-family="${FONT}" font-weight="bold" font-size="28" fill="${BRAND}">StatRadar</text>`,
  ].join('');
}

/**
 * The chart as its card draws it: the data sets its page opens with (the first one selected, so a
 * style's showCount shows it and the last ones, as visibleDataSets says), and of those the first
 * {@link MAX_DRAWN} only: a preview of 200 overlapping polygons shows nothing more, and drawing each
 * one's vertices cost about a second of the server's time per card. Every data set left is drawn
 * (showCount 0), so the list beside the chart names exactly the polygons in it.
 */
export function cardDataSets(chart: Chart): Chart {
  const style = resolveStyle(chart.metadata.style);
  const shown = new Set(visibleDataSets(chart.data.length, style.showCount, [0]));
  // A blank name is listed as the editor and the chart's page name it, by its place in the chart.
  const data = chart.data
    .map((dataSet, index) => ({ ...dataSet, name: dataSetName(chart, index) }))
    .filter((_, index) => shown.has(index))
    .slice(0, MAX_DRAWN);
  return {
    ...chart,
    metadata: { ...chart.metadata, style: { ...chart.metadata.style, showCount: 0 } },
    data,
  };
}

/**
 * The link-preview card of a chart as SVG: the chart drawn by the engine on the left; its name and
 * each drawn data set's colour, name and area percentage on the right (up to {@link MAX_DRAWN},
 * then how many more there are); the StatRadar mark below them.
 */
export function ogCardSvg(original: Chart): string {
  const chart = withCardTexts(original);
  const drawn = cardDataSets(chart);
  // The first data set on top, as the chart's page draws its selected one.
  const chartSvg = renderSvg(drawn, {
    width: CHART_SIZE,
    height: CHART_SIZE,
    background: null,
    recentSelection: [0],
  })
    .replace(/^<\?xml[^>]*>\s*/, '')
    .replace('<svg', `<svg x="${(OG_HEIGHT - CHART_SIZE) / 2}" y="${(OG_HEIGHT - CHART_SIZE) / 2}"`);
  const parts: string[] = [];
  let y = 92;
  for (const line of titleLines(chart)) {
    parts.push(
      `<text x="${LIST_X}" y="${y}" font-family="${FONT}" font-weight="bold" font-size="${TITLE_SIZE}" fill="#1b1b2f">${escapeXml(line)}</text>`,
    );
    y += 52;
  }
  y += 20;
  // Every data set the chart draws is named: one column of up to LIST_ROWS, else two, smaller.
  const listed = drawn.data;
  const columns = listed.length > LIST_ROWS ? 2 : 1;
  const size = columns === 1 ? NAME_SIZE : 22;
  const swatch = columns === 1 ? 26 : 20;
  const rowHeight = columns === 1 ? 46 : 38;
  const columnWidth = (TEXT_RIGHT - LIST_X + LIST_GUTTER) / columns;
  listed.forEach((dataSet, index) => {
    const left = LIST_X + Math.floor(index / LIST_ROWS) * columnWidth;
    const right = left + columnWidth - LIST_GUTTER;
    const rowY = y + (index % LIST_ROWS) * rowHeight;
    const percent = formatAreaPercent(dataSet.values);
    const nameX = left + swatch + 14;
    // The name ends a gap before its percentage, whatever the glyphs' widths.
    const nameWidth = right - 16 - textWidth(percent, size) * BOLD_WIDTH - nameX;
    parts.push(
      `<rect x="${left}" y="${rowY - swatch + 4}" width="${swatch}" height="${swatch}" rx="5" fill="${escapeXml(dataSet.color)}" stroke="#1b1b2f" stroke-opacity="0.25"/>`,
      `<text x="${nameX}" y="${rowY}" font-family="${FONT}" font-size="${size}" fill="#1b1b2f">${escapeXml(textTruncate(dataSet.name, size, nameWidth))}</text>`,
      `<text x="${right}" y="${rowY}" text-anchor="end" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="#1b1b2f">${escapeXml(percent)}</text>`,
    );
  });
  y += Math.min(listed.length, LIST_ROWS) * rowHeight;
  if (chart.data.length > listed.length) {
    parts.push(
      `<text x="${LIST_X + 34}" y="${y}" font-family="${FONT}" font-size="24" fill="#555566">+${chart.data.length - listed.length} more</text>`,
    );
  }
  parts.push(mark(LIST_X, OG_HEIGHT - 56));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>`,
    `<rect x="${LIST_X - 30}" y="0" width="${OG_WIDTH - LIST_X + 30}" height="${OG_HEIGHT}" fill="#f4f3ff"/>`,
    chartSvg,
    ...parts,
    '</svg>',
  ].join('');
}

/** The card as a 1200 x 630 PNG, with the bundled font so every machine draws the same pixels. */
export function ogCardPng(chart: Chart): Buffer {
  const resvg = new Resvg(ogCardSvg(chart), {
    fitTo: { mode: 'original' },
    font: {
      loadSystemFonts: false,
      fontFiles: fontFiles(),
      defaultFontFamily: FONT,
      sansSerifFamily: FONT,
      serifFamily: FONT,
      monospaceFamily: FONT,
    },
  });
  return resvg.render().asPng();
}

/** One card per chart id, redrawn when the chart's version (its updated_at) changes. */
export class OgCardCache extends DrawingCache<Buffer> {
  constructor(capacity = 256) {
    super(ogCardPng, capacity);
  }

  card(id: string, version: string, chart: Chart): Buffer {
    return this.drawing(id, version, chart);
  }
}

/**
 * How much of the server's time drawing cards may take: a card is drawn on the one thread that
 * answers every request, so cards not cached are drawn only while this budget lasts. It refills
 * at `share` of the elapsed time (by default half), up to `burstMs`, so however many clients ask
 * for new cards, every other request keeps at least the rest of the server's time.
 */
export class RenderBudget {
  private balance: number;
  private updatedAt: number;

  constructor(
    private readonly share = 0.5,
    private readonly burstMs = 3000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.balance = burstMs;
    this.updatedAt = now();
  }

  private refill(): void {
    const now = this.now();
    this.balance = Math.min(this.burstMs, this.balance + (now - this.updatedAt) * this.share);
    this.updatedAt = now;
  }

  /** Whether a drawing may start now. */
  allows(): boolean {
    this.refill();
    return this.balance > 0;
  }

  /** Seconds until a drawing may start again (at least 1). */
  retryAfterSeconds(): number {
    this.refill();
    return Math.max(1, Math.ceil(-this.balance / this.share / 1000));
  }

  /** Runs `draw`, charging its duration to the budget (less the share that time earns). */
  spend<T>(draw: () => T): T {
    this.refill();
    const start = this.updatedAt;
    try {
      return draw();
    } finally {
      this.updatedAt = this.now();
      this.balance -= (this.updatedAt - start) * (1 - this.share);
    }
  }
}

/**
 * One {@link RenderBudget} per account, for the cards of its charts: the most recently used
 * `capacity` accounts are remembered (one forgotten starts again with a full burst, which costs
 * no more than a new account would).
 */
export class OwnerBudgets {
  private readonly budgets = new Map<string, RenderBudget>();

  constructor(
    private readonly share: number,
    private readonly burstMs: number,
    private readonly capacity = 1024,
  ) {}

  of(owner: string): RenderBudget {
    let budget = this.budgets.get(owner);
    if (budget) {
      this.budgets.delete(owner);
    } else {
      budget = new RenderBudget(this.share, this.burstMs);
      if (this.budgets.size >= this.capacity) this.budgets.delete(this.budgets.keys().next().value!);
    }
    // Most recently used last: a Map keeps insertion order.
    this.budgets.set(owner, budget);
    return budget;
  }
}
