import { buildScene, escapeXml, sceneToSvg, textTruncate } from 'statradar/svg';
import { chartName, type Chart } from 'statradar';

/** Every cell's chart in an export is drawn this big, so its labels are at least 10 px (14 · 300 / 400). */
export const EXPORT_CHART_SIZE = 300;
const PADDING = 16;
const KEY_HEIGHT = 44;
const GAP = 16;
const NAME_FONT_SIZE = 15;
const FACT_FONT_SIZE = 12;
const TITLE_HEIGHT = 48;

export interface GridExportCard {
  index: number;
  name: string;
  color: string;
  /** e.g. "Area 44% · Mean 67 · Speed 80". */
  facts: string;
}

export interface GridExportOptions {
  chart: Chart;
  cards: readonly GridExportCard[];
  columns: number;
  /** Page colours (the chart colours are the chart's own). */
  background: string;
  text: string;
  muted: string;
  border: string;
}

/** How much wider bold text is set than the regular face textWidth measures (DejaVu Sans Bold). */
const BOLD_WIDTH = 1.12;

/**
 * Text cut with "…" to what fits in `width` pixels at `fontSize`, measured as the engine measures
 * labels (full-width CJK and emoji are wider than Latin letters; it used to count every character as
 * 0.58 em, so a CJK name ran over its card into the next one), never splitting a character.
 */
function fitted(text: string, width: number, fontSize: number, bold = false): string {
  return textTruncate(text, fontSize, bold ? width / BOLD_WIDTH : width);
}

/** The export's pixel size for a card count and column count. */
export function gridExportSize(cardCount: number, columns: number): { width: number; height: number } {
  const used = Math.max(1, Math.min(columns, cardCount));
  const rows = Math.max(1, Math.ceil(cardCount / used));
  const cellWidth = EXPORT_CHART_SIZE + 2 * PADDING;
  const cellHeight = EXPORT_CHART_SIZE + KEY_HEIGHT + 2 * PADDING;
  return {
    width: used * cellWidth + (used - 1) * GAP + 2 * PADDING,
    height: TITLE_HEIGHT + rows * cellHeight + (rows - 1) * GAP + 2 * PADDING,
  };
}

/**
 * The whole grid as one standalone SVG: the chart name, then one card per data set in grid order
 * with its small chart (drawn by the engine, labels and axis colours as the chart's style sets them),
 * colour key, name and figures.
 */
export function gridToSvg({
  chart,
  cards,
  columns,
  background,
  text,
  muted,
  border,
}: GridExportOptions): string {
  const { width, height } = gridExportSize(cards.length, columns);
  // A blank name is titled as the page is, not with an empty band.
  const title = chartName(chart);
  const used = Math.max(1, Math.min(columns, cards.length));
  const cellWidth = EXPORT_CHART_SIZE + 2 * PADDING;
  const cellHeight = EXPORT_CHART_SIZE + KEY_HEIGHT + 2 * PADDING;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${escapeXml(background)}"/>`,
    `<text x="${PADDING}" y="${PADDING + 24}" font-size="24" font-weight="bold" fill="${escapeXml(text)}">${escapeXml(fitted(title, width - 2 * PADDING, 24, true))}</text>`,
  ];
  cards.forEach((card, position) => {
    const dataSet = chart.data[card.index];
    if (!dataSet) return;
    const x = PADDING + (position % used) * (cellWidth + GAP);
    const y = PADDING + TITLE_HEIGHT + Math.floor(position / used) * (cellHeight + GAP);
    const single: Chart = { ...chart, data: [dataSet] };
    const chartSvg = sceneToSvg(buildScene(single, { width: EXPORT_CHART_SIZE }), { title: false });
    const keyY = y + PADDING + EXPORT_CHART_SIZE;
    parts.push(
      `<rect x="${x}" y="${y}" width="${cellWidth}" height="${cellHeight}" rx="12" fill="none" stroke="${escapeXml(border)}"/>`,
      `<g transform="translate(${x + PADDING} ${y + PADDING})">${chartSvg}</g>`,
      `<rect x="${x + PADDING}" y="${keyY + 6}" width="14" height="14" rx="3" fill="${escapeXml(dataSet.color)}"/>`,
      `<text x="${x + PADDING + 22}" y="${keyY + 18}" font-size="${NAME_FONT_SIZE}" font-weight="bold" fill="${escapeXml(text)}">${escapeXml(fitted(card.name, EXPORT_CHART_SIZE - 22, NAME_FONT_SIZE, true))}</text>`,
      `<text x="${x + PADDING}" y="${keyY + 38}" font-size="${FACT_FONT_SIZE}" fill="${escapeXml(muted)}">${escapeXml(fitted(card.facts, EXPORT_CHART_SIZE, FACT_FONT_SIZE))}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n');
}

/**
 * Canvas limits, largest first: the side and area Chromium and Firefox draw (32,767 px sides,
 * 268,435,456 px in all; Chromium allows longer sides), then what every current browser draws
 * (Safari's 16,384 px sides and, on iOS, 16,777,216 px in all). A canvas past them draws nothing,
 * and gives no PNG.
 */
const CANVAS_LIMITS = [
  { side: 32767, area: 16384 * 16384 },
  { side: 16384, area: 4096 * 4096 },
] as const;
/** Below this the text of an export (labels of 10 px at scale 1) is too small to read. */
const MIN_EXPORT_SCALE = 0.5;

/** The message when no scale gives a PNG: the grid is too tall or too wide to draw as one image. */
export const PNG_TOO_LARGE = 'the image is too large';

/**
 * The scales to try for a `width` x `height` image, best first: the one asked for, then 1, then the
 * largest within each of the canvas limits (never below half size).
 */
export function pngScales(width: number, height: number, scale: number): number[] {
  const fits = CANVAS_LIMITS.map(({ side, area }) => {
    const fit = Math.min(side / width, side / height, Math.sqrt(area / (width * height)));
    return Math.min(scale, 1, Math.floor(fit * 100) / 100);
  });
  return [...new Set([scale, Math.min(scale, 1), ...fits])].filter((value) => value >= MIN_EXPORT_SCALE);
}

/** Draws a decoded image on a canvas at `scale` and returns it as a PNG; null when the canvas is too large. */
async function drawPng(
  image: HTMLImageElement,
  width: number,
  height: number,
  scale: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  // Free the canvas's memory now: a failed try is followed by a smaller one.
  canvas.width = 0;
  canvas.height = 0;
  return blob;
}

/**
 * Draws an SVG string onto a canvas at `scale` and returns it as a PNG. A large grid cannot be drawn
 * at twice its size (one column of 90 data sets, a phone's default, is 728 x 70,688 px, past
 * Chromium's longest side; an iPhone draws no more than 16,777,216 px), so smaller scales are tried
 * before giving up with PNG_TOO_LARGE.
 */
export async function svgToPng(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    for (const tried of pngScales(width, height, scale)) {
      const blob = await drawPng(image, width, height, tried);
      if (blob) return blob;
    }
    throw new Error(PNG_TOO_LARGE);
  } finally {
    URL.revokeObjectURL(url);
  }
}
