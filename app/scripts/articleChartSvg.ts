import type { Chart } from 'statradar';
import { renderSvg } from 'statradar/node';

const CHART_SIZE = 400;
const LEGEND_FONT_SIZE = 15;
const LEGEND_ROW_HEIGHT = 26;
const SWATCH_SIZE = 14;
const SWATCH_GAP = 7;
const ITEM_GAP = 22;
const LEGEND_WIDTH = 380;
// A generous average advance for a sans-serif face; the legend only needs rows that do not overflow.
const AVERAGE_CHARACTER_WIDTH = 0.6 * LEGEND_FONT_SIZE;

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

interface LegendItem {
  name: string;
  color: string;
  width: number;
}

function legendRows(chart: Chart): LegendItem[][] {
  const rows: LegendItem[][] = [[]];
  let rowWidth = 0;
  for (const dataSet of chart.data) {
    const width = SWATCH_SIZE + SWATCH_GAP + dataSet.name.length * AVERAGE_CHARACTER_WIDTH;
    const current = rows[rows.length - 1] ?? [];
    if (current.length > 0 && rowWidth + ITEM_GAP + width > LEGEND_WIDTH) {
      rows.push([]);
      rowWidth = 0;
    }
    const row = rows[rows.length - 1] ?? [];
    rowWidth += (row.length > 0 ? ITEM_GAP : 0) + width;
    row.push({ name: dataSet.name, color: dataSet.color, width });
  }
  return rows;
}

function legendSvg(rows: LegendItem[][], top: number): string {
  return rows
    .map((row, rowIndex) => {
      const rowWidth = row.reduce((sum, item) => sum + item.width, 0) + ITEM_GAP * (row.length - 1);
      let x = (CHART_SIZE - rowWidth) / 2;
      const y = top + rowIndex * LEGEND_ROW_HEIGHT;
      return row
        .map((item) => {
          const markup =
            `<rect x="${x.toFixed(1)}" y="${y}" width="${SWATCH_SIZE}" height="${SWATCH_SIZE}" rx="3" fill="${escapeXml(item.color)}"/>` +
            `<text x="${(x + SWATCH_SIZE + SWATCH_GAP).toFixed(1)}" y="${y + SWATCH_SIZE - 2}" font-size="${LEGEND_FONT_SIZE}" fill="#333333">${escapeXml(item.name)}</text>`;
          x += item.width + ITEM_GAP;
          return markup;
        })
        .join('\n');
    })
    .join('\n');
}

/**
 * An article figure: the engine's chart SVG with a legend of its data sets underneath (the scene has
 * no legend because the editor shows its own). A single data set needs no legend.
 */
export function articleChartSvg(chart: Chart, size: number): string {
  const rows = chart.data.length > 1 ? legendRows(chart) : [];
  const legendHeight = rows.length > 0 ? rows.length * LEGEND_ROW_HEIGHT + 16 : 0;
  const height = CHART_SIZE + legendHeight;
  const chartMarkup = renderSvg(chart, { width: CHART_SIZE }).replace(/^<\?xml[^>]*>\s*/, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${Math.round((size * height) / CHART_SIZE)}" viewBox="0 0 ${CHART_SIZE} ${height}" font-family="sans-serif">`,
    `<rect width="${CHART_SIZE}" height="${height}" fill="#ffffff"/>`,
    chartMarkup,
    legendSvg(rows, CHART_SIZE),
    '</svg>',
    '',
  ].join('\n');
}
