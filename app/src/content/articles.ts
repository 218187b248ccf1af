import { parseArticle, type Article } from './article';

// Bundled at build time; the sitemap plugin validates the same files, so a bad file fails the build.
const sources = import.meta.glob<string>('./articles/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every article, help and legal page, sorted by slug. */
export const ARTICLES: readonly Article[] = Object.entries(sources)
  .map(([path, source]) => parseArticle(path, source))
  .sort((first, second) => first.slug.localeCompare(second.slug));

export function articleBySlug(slug: string): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
