/**
 * The head tags of one page as plain data: written into the DOM by usePageHead in the browser, and
 * into HTML by the build's prerender and by `pnpm serve`. Pure: no DOM, no build environment.
 */

import { escapeHtml } from './escapeHtml';

export const SITE_NAME = 'StatRadar';
export const DEFAULT_DESCRIPTION =
  'Build radar charts that compare anything across attributes: the free alternative to tier lists.';
export const DEFAULT_IMAGE_PATH = '/images/og-default.png';
/** What app/public/images/og-default.png shows, for readers who cannot see it. */
export const DEFAULT_IMAGE_ALT = 'A radar chart comparing two streaming services on six attributes';
const DESCRIPTION_LIMIT = 160;

/**
 * A chart page's description: the chart's own, as written (the spec's "first 160 characters of the
 * chart description"), or, for a chart without one, what it is. The server writes it into the
 * page's HTML and the app sets it once it runs, so a page and its link preview say the same.
 */
export function chartPageDescription(description: string, dataSetCount: number): string {
  return (
    description.trim() ||
    `A radar chart comparing ${dataSetCount} data ${dataSetCount === 1 ? 'set' : 'sets'}.`
  );
}

export interface ImageSize {
  width: number;
  height: number;
}
/** The default share image is the square logo (app/public/images/og-default.png). */
export const DEFAULT_IMAGE_SIZE: ImageSize = { width: 1200, height: 1200 };
/** A chart's link-preview card, drawn by `pnpm serve` at /og/{id}.png: Open Graph's recommended size. */
export const CHART_CARD_SIZE: ImageSize = { width: 1200, height: 630 };
/** The site path of a chart's card, with or without its version query. */
export const CHART_CARD_PATH = /^\/og\/[^/?#]+\.png(?:\?[^#]*)?$/;

export interface PageHead {
  /** The exact document title (the editor uses the bare chart name, spec section 2). */
  title: string;
  /**
   * Cut to 160 characters (spec section 9). A chart's description goes in as written, markdown
   * included: the spec's "first 160 characters of the chart description".
   */
  description?: string;
  /** e.g. "noindex" or "noindex, follow"; absent means indexable. */
  robots?: string;
  /** Path of the canonical page, e.g. "/blog/roadmap"; defaults to the current path. */
  canonicalPath?: string;
  /** Absolute URL or site path of the share image. */
  image?: string;
  /**
   * The share image's alt text. Without it the default image and a chart's card (named by the
   * page's title, which is the chart's name) are described here; any other image has none.
   */
  imageAlt?: string;
  /** Open Graph type; "article" for blog posts. */
  type?: 'website' | 'article';
}

/** One `<meta>`: by name (description, robots, twitter:*) or by property (og:*); null content removes it. */
export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string | null;
}

export interface PageHeadTags {
  title: string;
  canonical: string;
  metas: MetaTag[];
}

/** The absolute URL for a site path (or the URL itself when already absolute). */
export function absoluteUrlOn(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl.replace(/\/+$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The first 160 characters, counted as code points so an emoji is never cut in half. */
export function truncatedDescription(description: string): string {
  const characters = Array.from(description);
  return characters.length <= DESCRIPTION_LIMIT
    ? description
    : characters.slice(0, DESCRIPTION_LIMIT).join('');
}

/** The size of a share image this site draws or ships; null for any other (an article's own). */
function knownImageSize(image: string | undefined): ImageSize | null {
  if (image === undefined || image === DEFAULT_IMAGE_PATH) return DEFAULT_IMAGE_SIZE;
  return CHART_CARD_PATH.test(image) ? CHART_CARD_SIZE : null;
}

/** The alt text of a chart's link-preview card. */
export function chartCardAlt(chartName: string): string {
  return `Radar chart: ${chartName}`;
}

function defaultImageAlt(image: string | undefined, title: string): string | null {
  if (image === undefined || image === DEFAULT_IMAGE_PATH) return DEFAULT_IMAGE_ALT;
  return CHART_CARD_PATH.test(image) ? chartCardAlt(title) : null;
}

/** "{title} | StatRadar", for pages whose title does not already name the site. */
export function titleWithSiteName(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Every head tag of a page at `currentPath` on the site at `siteUrl`. */
export function pageHeadTags(head: PageHead, siteUrl: string, currentPath: string): PageHeadTags {
  const title = head.title;
  const description = truncatedDescription(head.description ?? DEFAULT_DESCRIPTION);
  const url = absoluteUrlOn(siteUrl, head.canonicalPath ?? currentPath);
  const image = absoluteUrlOn(siteUrl, head.image ?? DEFAULT_IMAGE_PATH);
  const size = knownImageSize(head.image);
  const imageAlt = head.imageAlt ?? defaultImageAlt(head.image, title);
  const name = (key: string, content: string | null): MetaTag => ({ attribute: 'name', key, content });
  const property = (key: string, content: string | null): MetaTag => ({
    attribute: 'property',
    key,
    content,
  });
  return {
    title,
    canonical: url,
    metas: [
      name('description', description),
      name('robots', head.robots ?? null),
      property('og:site_name', SITE_NAME),
      property('og:type', head.type ?? 'website'),
      property('og:title', title),
      property('og:description', description),
      property('og:url', url),
      property('og:image', image),
      property('og:image:width', size ? String(size.width) : null),
      property('og:image:height', size ? String(size.height) : null),
      property('og:image:alt', imageAlt),
      // A square image is cropped by the wide card: Twitter shows it whole as a small summary.
      name('twitter:card', size && size.width === size.height ? 'summary' : 'summary_large_image'),
      name('twitter:title', title),
      name('twitter:description', description),
      name('twitter:image', image),
      name('twitter:image:alt', imageAlt),
    ],
  };
}

/** The tags as HTML, for pages written before any JavaScript runs (prerender, server). */
export function pageHeadHtml(tags: PageHeadTags): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`,
    ...tags.metas
      .filter((meta) => meta.content !== null)
      .map(
        (meta) =>
          `<meta ${meta.attribute}="${escapeHtml(meta.key)}" content="${escapeHtml(meta.content ?? '')}" />`,
      ),
  ];
  return lines.join('\n    ');
}

/**
 * `html` (the app's index.html) with its title and description replaced by the page's head tags.
 * The template's own `<title>` and description are removed so each tag appears exactly once.
 */
export function withPageHead(html: string, tags: PageHeadTags): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // A function, not a string: `$&`, `$'` and the like in a chart's name would be replacement patterns.
  return stripped.replace('</head>', () => `  ${pageHeadHtml(tags)}\n  </head>`);
}
