import { useEffect } from 'react';

export const SITE_NAME = 'StatRadar';
export const DEFAULT_DESCRIPTION =
  'Build radar charts that compare anything across attributes: the free alternative to tier lists.';
export const DEFAULT_IMAGE_PATH = '/images/og-default.png';

/** Where canonical links and Open Graph URLs point; set VITE_SITE_URL for a self-hosted copy. */
export const SITE_URL = (
  (import.meta.env.VITE_SITE_URL as string | undefined) || 'https://statradar.app'
).replace(/\/+$/, '');

export interface PageHead {
  /** The exact document title (the editor uses the bare chart name, spec section 2). */
  title: string;
  /** Cut to 160 characters (spec section 9). */
  description?: string;
  /** e.g. "noindex" or "noindex, follow"; absent means indexable. */
  robots?: string;
  /** Path of the canonical page, e.g. "/blog/roadmap"; defaults to the current path. */
  canonicalPath?: string;
  /** Absolute URL or site path of the share image. */
  image?: string;
  /** Open Graph type; "article" for blog posts. */
  type?: 'website' | 'article';
}

const DESCRIPTION_LIMIT = 160;

/** The absolute URL for a site path (or the URL itself when already absolute). */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${SITE_URL}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** "{title} | StatRadar", for pages whose title does not already name the site. */
export function titleWithSiteName(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

export function truncatedDescription(description: string): string {
  return description.length <= DESCRIPTION_LIMIT ? description : description.slice(0, DESCRIPTION_LIMIT);
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

function setMeta({ attribute, key }: MetaKey, content: string | null): void {
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

/** Writes every head tag for one page; robots null removes the tag (indexable). */
export function applyPageHead(head: PageHead): void {
  const title = head.title;
  const description = truncatedDescription(head.description ?? DEFAULT_DESCRIPTION);
  const url = absoluteUrl(head.canonicalPath ?? window.location.pathname);
  const image = absoluteUrl(head.image ?? DEFAULT_IMAGE_PATH);
  document.title = title;
  setCanonical(url);
  setMeta({ attribute: 'name', key: 'description' }, description);
  setMeta({ attribute: 'name', key: 'robots' }, head.robots ?? null);
  setMeta({ attribute: 'property', key: 'og:site_name' }, SITE_NAME);
  setMeta({ attribute: 'property', key: 'og:type' }, head.type ?? 'website');
  setMeta({ attribute: 'property', key: 'og:title' }, title);
  setMeta({ attribute: 'property', key: 'og:description' }, description);
  setMeta({ attribute: 'property', key: 'og:url' }, url);
  setMeta({ attribute: 'property', key: 'og:image' }, image);
  setMeta({ attribute: 'name', key: 'twitter:card' }, 'summary_large_image');
  setMeta({ attribute: 'name', key: 'twitter:title' }, title);
  setMeta({ attribute: 'name', key: 'twitter:description' }, description);
  setMeta({ attribute: 'name', key: 'twitter:image' }, image);
}

/** The site-wide head, restored when a page that set its own unmounts. */
export const DEFAULT_PAGE_HEAD: PageHead = { title: SITE_NAME, description: DEFAULT_DESCRIPTION };

/**
 * Sets the document title, meta description, canonical link, robots and Open Graph/Twitter tags for
 * the page while it is mounted.
 *
 * @example usePageHead({ title: 'Privacy Policy', robots: 'noindex, follow', canonicalPath: '/privacy' })
 */
export function usePageHead({ title, description, robots, canonicalPath, image, type }: PageHead): void {
  useEffect(() => {
    applyPageHead({ title, description, robots, canonicalPath, image, type });
  }, [title, description, robots, canonicalPath, image, type]);
  useEffect(
    () => () => {
      applyPageHead({ ...DEFAULT_PAGE_HEAD, canonicalPath: window.location.pathname });
    },
    [],
  );
}
