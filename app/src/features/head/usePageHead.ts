import { useEffect } from 'react';

import {
  absoluteUrlOn,
  CHART_CARD_PATH,
  DEFAULT_DESCRIPTION,
  pageHeadTags,
  SITE_NAME,
  type MetaTag,
  type PageHead,
} from './pageHeadTags';

export {
  DEFAULT_DESCRIPTION,
  DEFAULT_IMAGE_PATH,
  SITE_NAME,
  titleWithSiteName,
  truncatedDescription,
  type PageHead,
} from './pageHeadTags';

/** The site URL `pnpm serve` was started with (its SITE_URL), from the page it served. */
function servedSiteUrl(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>('meta[name="statradar:site"]')?.content;
  return content && /^https?:\/\/[^\s"<>]+$/.test(content) ? content : undefined;
}

/**
 * Where canonical links and Open Graph URLs point: the SITE_URL of the server that sent the page,
 * else VITE_SITE_URL at build time (set it for a self-hosted copy), else the public site.
 */
export const SITE_URL = (
  servedSiteUrl() ||
  (import.meta.env.VITE_SITE_URL as string | undefined) ||
  'https://statradar.app'
).replace(/\/+$/, '');

/** The absolute URL for a site path (or the URL itself when already absolute). */
export function absoluteUrl(pathOrUrl: string): string {
  return absoluteUrlOn(SITE_URL, pathOrUrl);
}

let pageHeadCollector: ((head: PageHead) => void) | undefined;

/**
 * Hands every page head used while rendering to `collector` (null to stop). Only the build's
 * prerender uses it: effects do not run there, so this is how it learns each page's head.
 */
export function collectPageHeads(collector: ((head: PageHead) => void) | null): void {
  pageHeadCollector = collector ?? undefined;
}

function setMeta({ attribute, key, content }: MetaTag): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function setCanonical(href: string): void {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.appendChild(element);
  }
  element.href = href;
}

/**
 * The chart card `pnpm serve` named in the head of the page it sent (a public chart's or a sample's
 * link-preview image, /og/{id}.png?v=…), with the path of the page it is for; null without one. Read
 * once, before the app writes any tag: only the server knows whether a card exists and its version.
 */
function servedChartCard(): { pagePath: string; image: string } | null {
  if (typeof document === 'undefined') return null;
  const image = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!image || !canonical) return null;
  try {
    const imageUrl = new URL(image, window.location.href);
    const imagePath = `${imageUrl.pathname}${imageUrl.search}`;
    if (!CHART_CARD_PATH.test(imagePath)) return null;
    return { pagePath: new URL(canonical, window.location.href).pathname, image: imagePath };
  } catch {
    return null;
  }
}

const SERVED_CHART_CARD = servedChartCard();

/**
 * The page's head with the card the server named for it, when the page names no image of its own,
 * is the page the server sent (its canonical path) and may be indexed: a public chart's page kept
 * the server's card only until the app ran, then named the site's default image (so did a sample's).
 */
function withServedChartCard(head: PageHead): PageHead {
  if (head.image !== undefined || !SERVED_CHART_CARD || head.robots?.includes('noindex')) return head;
  const pagePath = new URL(head.canonicalPath ?? window.location.pathname, window.location.href).pathname;
  return pagePath === SERVED_CHART_CARD.pagePath ? { ...head, image: SERVED_CHART_CARD.image } : head;
}

/** Writes every head tag for one page; robots null removes the tag (indexable). */
export function applyPageHead(head: PageHead): void {
  const tags = pageHeadTags(withServedChartCard(head), SITE_URL, window.location.pathname);
  document.title = tags.title;
  setCanonical(tags.canonical);
  for (const meta of tags.metas) setMeta(meta);
}

/** The site-wide head, restored when a page that set its own unmounts. */
export const DEFAULT_PAGE_HEAD: PageHead = { title: SITE_NAME, description: DEFAULT_DESCRIPTION };

/**
 * Sets the document title, meta description, canonical link, robots and Open Graph/Twitter tags for
 * the page while it is mounted.
 *
 * @example usePageHead({ title: 'Privacy Policy', robots: 'noindex, follow', canonicalPath: '/privacy' })
 */
export function usePageHead({
  title,
  description,
  robots,
  canonicalPath,
  image,
  imageAlt,
  type,
}: PageHead): void {
  pageHeadCollector?.({ title, description, robots, canonicalPath, image, imageAlt, type });
  useEffect(() => {
    applyPageHead({ title, description, robots, canonicalPath, image, imageAlt, type });
  }, [title, description, robots, canonicalPath, image, imageAlt, type]);
  useEffect(
    () => () => {
      applyPageHead({ ...DEFAULT_PAGE_HEAD, canonicalPath: window.location.pathname });
    },
    [],
  );
}
