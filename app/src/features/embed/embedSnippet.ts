/**
 * The `<iframe>` snippet that embeds a chart on another site: shared by the app's "Copy embed code"
 * button and the server's /oembed answer, so both give the same markup. Pure: no DOM.
 */

import { escapeHtml } from '../head/escapeHtml';

/** Default size of an embedded chart, in CSS pixels (the chart stays square inside it). */
export const EMBED_WIDTH = 600;
export const EMBED_HEIGHT = 640;

export interface EmbedSnippetOptions {
  /** The site's origin, e.g. "https://statradar.app". */
  origin: string;
  chartId: string;
  /** The chart's name, used for the iframe's accessible title. */
  chartName: string;
  width?: number;
  height?: number;
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
}: EmbedSnippetOptions): string {
  const src = `${origin.replace(/\/+$/, '')}${embedPath(chartId)}`;
  const title = `${chartName.trim() || 'Radar chart'} (StatRadar chart)`;
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" ` +
    `width="${Math.round(width)}" height="${Math.round(height)}" ` +
    `style="border:0;max-width:100%" loading="lazy"></iframe>`
  );
}
