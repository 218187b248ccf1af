/**
 * The `<iframe>` snippet that embeds a chart on another site: shared by the app's "Copy embed code"
 * button and the server's /oembed answer, so both give the same markup. Pure: no DOM.
 */

import { isBlankText } from 'statradar';

import { escapeHtml } from '../head/escapeHtml';

/**
 * The embed page's layout (EmbedChart and embed.css): a square chart inside this padding, with its
 * legend (a row of buttons per few data sets, at most 40% of the frame's height) and the "Made with
 * StatRadar" line below it. The chart takes what the legend leaves: a frame W wide and
 * W + EMBED_LEGEND_HEIGHT + EMBED_CREDIT_HEIGHT tall draws it W - 2 * EMBED_PADDING wide with a
 * one-row legend, and a row's height smaller for each further row.
 */
export const EMBED_PADDING = 8;
export const EMBED_CREDIT_HEIGHT = 28;
/**
 * One row of the legend's buttons (28 px) and the margin above it: the least legend a frame shows
 * (more rows scroll inside the legend when the frame has no room for them, see embed.css).
 */
export const EMBED_LEGEND_HEIGHT = 32;
/** Below this a chart's labels and legend no longer fit: the embed draws no smaller chart. */
export const EMBED_MIN_CHART_SIZE = 120;

/** The frame that holds a chart of `chartSize`, a row of its legend and its credit, and nothing more. */
export function embedFrameSize(chartSize: number): { width: number; height: number } {
  return {
    width: chartSize + 2 * EMBED_PADDING,
    height: chartSize + 2 * EMBED_PADDING + EMBED_LEGEND_HEIGHT + EMBED_CREDIT_HEIGHT,
  };
}

/** Default size of an embedded chart's frame, in CSS pixels (the chart stays square inside it). */
export const EMBED_WIDTH = 600;
export const EMBED_HEIGHT = embedFrameSize(EMBED_WIDTH - 2 * EMBED_PADDING).height;
/** The smallest frame the embed draws in. */
export const EMBED_MIN_WIDTH = embedFrameSize(EMBED_MIN_CHART_SIZE).width;
export const EMBED_MIN_HEIGHT = embedFrameSize(EMBED_MIN_CHART_SIZE).height;

export interface EmbedSnippetOptions {
  /** The site's origin, e.g. "https://statradar.app". */
  origin: string;
  chartId: string;
  /** The chart's name, used for the iframe's accessible title. */
  chartName: string;
  width?: number;
  height?: number;
  /**
   * The frame's theme, for a host page that wants the embed light or dark whatever its readers'
   * systems say; without it the embed follows each reader's system, as the site does.
   */
  theme?: 'light' | 'dark';
}

/** The path of a chart's embed page. */
export function embedPath(chartId: string): string {
  return `/embed/${encodeURIComponent(chartId)}`;
}

/**
 * @example embedSnippet({ origin: 'https://statradar.app', chartId: 'art-the-sun', chartName: 'Art' })
 * // '<iframe src="https://statradar.app/embed/art-the-sun" title="Art (StatRadar chart)" width="600" …'
 */
export function embedSnippet({
  origin,
  chartId,
  chartName,
  width = EMBED_WIDTH,
  height = EMBED_HEIGHT,
  theme,
}: EmbedSnippetOptions): string {
  const src = `${origin.replace(/\/+$/, '')}${embedPath(chartId)}${theme ? `?theme=${theme}` : ''}`;
  const title = `${isBlankText(chartName) ? 'Radar chart' : chartName} (StatRadar chart)`;
  const w = Math.round(width);
  const h = Math.round(height);
  // In a narrower column the frame shrinks as a whole, keeping its shape (a fixed height would
  // leave a tall blank frame around a chart that shrank with the width); the width and height
  // attributes still size it where a site strips style attributes.
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${w}" height="${h}" ` +
    `style="border:0;width:100%;max-width:${w}px;height:auto;aspect-ratio:${w}/${h}" loading="lazy"></iframe>`
  );
}
