import {
  EMBED_CREDIT_HEIGHT,
  EMBED_LEGEND_HEIGHT,
  EMBED_MIN_CHART_SIZE,
  EMBED_MIN_HEIGHT,
  EMBED_MIN_WIDTH,
  EMBED_PADDING,
  EMBED_WIDTH,
  embedFrameSize,
  embedSnippet,
} from '../../../app/src/features/embed/embedSnippet.ts';
import { DEFAULT_IMAGE_PATH, DEFAULT_IMAGE_SIZE } from '../../../app/src/features/head/pageHeadTags.ts';
import { chartName } from 'statradar';

import type { ChartLookup } from './charts';
import { chartCardPath } from './pages';
import { OG_HEIGHT, OG_WIDTH } from './ogImage';

export interface OembedAnswer {
  status: number;
  body: Record<string, unknown>;
  /** The chart is shared by link only (neither public nor approved): not for shared caches. */
  linkShared?: boolean;
}

const CHART_PATH = /^\/(?:chart|embed)\/([^/]+)\/?$/;

function positiveInteger(text: string | null): number | undefined {
  if (text === null) return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The oEmbed answer (https://oembed.com, type "rich") for a chart page URL of this site: the same
 * `<iframe>` snippet the app copies, made smaller to fit maxwidth/maxheight when the consumer asks,
 * down to the smallest frame the embed draws in. The spec says a rich answer must obey both, so a
 * smaller maximum gets 404, its answer for "no representation for this request", not a bigger frame.
 */
export async function oembed(
  query: URLSearchParams,
  origin: string,
  findChart: ChartLookup,
): Promise<OembedAnswer> {
  const format = query.get('format') ?? 'json';
  if (format !== 'json') return { status: 501, body: { error: 'Only format=json is supported' } };
  const target = query.get('url');
  let url: URL;
  try {
    url = new URL(target ?? '');
  } catch {
    return { status: 400, body: { error: 'The url parameter must be a chart page URL' } };
  }
  const match = CHART_PATH.exec(url.pathname);
  if (!match || url.host !== new URL(origin).host) {
    return { status: 404, body: { error: 'Not a chart page of this site' } };
  }
  let id: string;
  try {
    id = decodeURIComponent(match[1]!);
  } catch {
    return { status: 404, body: { error: 'Not a chart page of this site' } };
  }
  const found = await findChart(id);
  if (!found) return { status: 404, body: { error: 'Chart not found' } };

  const maxWidth = positiveInteger(query.get('maxwidth')) ?? Infinity;
  const maxHeight = positiveInteger(query.get('maxheight')) ?? Infinity;
  // The largest chart the limits leave room for, with the frame around it and nothing more: a
  // legend row and the credit take the same height at any size, so a frame scaled as a whole
  // would be too short.
  const chartSize = Math.min(
    EMBED_WIDTH - 2 * EMBED_PADDING,
    maxWidth - 2 * EMBED_PADDING,
    maxHeight - 2 * EMBED_PADDING - EMBED_LEGEND_HEIGHT - EMBED_CREDIT_HEIGHT,
  );
  if (chartSize < EMBED_MIN_CHART_SIZE) {
    return {
      status: 404,
      body: {
        error: `No embed fits within maxwidth and maxheight: the smallest is ${EMBED_MIN_WIDTH} x ${EMBED_MIN_HEIGHT}`,
      },
    };
  }
  const { width, height } = embedFrameSize(chartSize);
  // An embed address copied with its theme (the app's snippet: /embed/{id}?theme=dark) keeps it.
  const themeParameter = url.searchParams.get('theme');
  const theme = themeParameter === 'light' || themeParameter === 'dark' ? themeParameter : undefined;
  // Named as the chart's page is: an unnamed chart is "Radar Chart Generator", not an empty title.
  const name = chartName(found.chart);
  const linkShared = found.visibility === 'link';
  return {
    status: 200,
    linkShared,
    body: {
      version: '1.0',
      type: 'rich',
      provider_name: 'StatRadar',
      provider_url: origin,
      title: name,
      html: embedSnippet({ origin, chartId: found.id, chartName: name, width, height, theme }),
      width,
      height,
      // A link-shared chart's page links the default image, never its card (issue 13: no page
      // links a private chart's card), and that page names this answer for discovery: an
      // unfurler following it must not find the card here either.
      ...(linkShared
        ? {
            thumbnail_url: `${origin}${DEFAULT_IMAGE_PATH}`,
            thumbnail_width: DEFAULT_IMAGE_SIZE.width,
            thumbnail_height: DEFAULT_IMAGE_SIZE.height,
          }
        : {
            thumbnail_url: `${origin}${chartCardPath(found)}`,
            thumbnail_width: OG_WIDTH,
            thumbnail_height: OG_HEIGHT,
          }),
      // How long consumers may keep the answer, as its Cache-Control says: not at all when private.
      ...(linkShared ? {} : { cache_age: 3600 }),
    },
  };
}
