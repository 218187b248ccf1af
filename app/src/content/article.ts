import { ContentError, parseFrontMatter, type FrontMatterValue } from './frontMatter.ts';

/** One blog article, help or legal page (spec section 3, "Blog article" and "Patch note"). */
export interface Article {
  /** Dash-separated, from the file name: `articles/radar-chart-guide.md` → `radar-chart-guide`. */
  slug: string;
  title: string;
  /** The card text on /blog; absent on unlisted articles. */
  preview?: string;
  /** Meta description: `description` from the front matter, else the preview, else the title. */
  description: string;
  /** Unlisted articles are reachable by link but absent from /blog and the sitemap. */
  unlisted: boolean;
  /** ISO date (YYYY-MM-DD), for patch notes. */
  date?: string;
  /** Robots meta content, e.g. "noindex, follow"; absent means indexable. */
  robots?: string;
  /** Share image path under /images/. */
  image?: string;
  /** What the share image shows (og:image:alt); required with `image`. */
  imageAlt?: string;
  /** Markdown body. */
  body: string;
}

const KNOWN_KEYS = new Set([
  'title',
  'preview',
  'description',
  'unlisted',
  'date',
  'robots',
  'image',
  'imageAlt',
]);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function optionalString(fileName: string, attributes: Record<string, FrontMatterValue>, key: string) {
  const value = attributes[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value === '') {
    throw new ContentError(fileName, `"${key}" must be non-empty text, got ${JSON.stringify(value)}.`);
  }
  return value;
}

/** The slug for a content file path such as `./articles/roadmap.md`. */
export function articleSlug(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.md$/, '');
}

/**
 * Reads and validates one content file; throws a ContentError naming the file and the problem.
 *
 * @example parseArticle('./articles/roadmap.md', '---\ntitle: Roadmap\nunlisted: true\n---\n# Roadmap')
 */
export function parseArticle(path: string, source: string): Article {
  const fileName = path.replace(/^\.\//, 'content/');
  const slug = articleSlug(path);
  if (!SLUG.test(slug)) {
    throw new ContentError(fileName, `the file name must be a dash-separated lower-case slug.`);
  }
  const { attributes, body } = parseFrontMatter(fileName, source);
  for (const key of Object.keys(attributes)) {
    if (!KNOWN_KEYS.has(key)) throw new ContentError(fileName, `unknown front-matter key "${key}".`);
  }
  const title = optionalString(fileName, attributes, 'title');
  if (!title) throw new ContentError(fileName, '"title" is required.');
  const unlisted = attributes.unlisted ?? false;
  if (typeof unlisted !== 'boolean') {
    throw new ContentError(fileName, `"unlisted" must be true or false, got "${unlisted}".`);
  }
  const preview = optionalString(fileName, attributes, 'preview');
  if (!unlisted && !preview) {
    throw new ContentError(
      fileName,
      '"preview" is required for a listed article (it is the card text on /blog).',
    );
  }
  const date = optionalString(fileName, attributes, 'date');
  if (date !== undefined && !ISO_DATE.test(date)) {
    throw new ContentError(fileName, `"date" must be YYYY-MM-DD, got "${date}".`);
  }
  const image = optionalString(fileName, attributes, 'image');
  if (image !== undefined && !image.startsWith('/images/')) {
    throw new ContentError(fileName, `"image" must be a path under /images/, got "${image}".`);
  }
  const imageAlt = optionalString(fileName, attributes, 'imageAlt');
  if ((image === undefined) !== (imageAlt === undefined)) {
    throw new ContentError(fileName, '"image" and "imageAlt" go together: a share image needs its alt text.');
  }
  if (body.trim() === '') throw new ContentError(fileName, 'the article has no content.');
  return {
    slug,
    title,
    preview,
    description: optionalString(fileName, attributes, 'description') ?? preview ?? title,
    unlisted,
    date,
    robots: optionalString(fileName, attributes, 'robots'),
    image,
    imageAlt,
    body,
  };
}

/** The articles shown on /blog and in the sitemap, in the catalogue's order. */
export function listedArticles(articles: readonly Article[]): Article[] {
  return articles.filter((article) => !article.unlisted);
}

/** Articles that live at the site root (/about, /privacy, /terms, /contact) rather than under /blog. */
export const ROOT_PAGE_SLUGS: readonly string[] = ['about', 'privacy', 'terms', 'contact'];

/** The canonical path of an article. */
export function articlePath(article: Pick<Article, 'slug'>): string {
  return ROOT_PAGE_SLUGS.includes(article.slug) ? `/${article.slug}` : `/blog/${article.slug}`;
}
