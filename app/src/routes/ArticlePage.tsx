import { articleBySlug } from '../content/articles';
import { ArticleScreen } from '../features/blog/ArticleScreen';

export type RootPageSlug = 'about' | 'privacy' | 'terms' | 'contact';

/** /about, /privacy, /terms and /contact: fixed articles at the site root. */
export function ArticlePage({ slug }: { slug: RootPageSlug }) {
  const article = articleBySlug(slug);
  // The content test checks these four files exist, so this only fires if one is deleted.
  if (!article) throw new Error(`The content file content/articles/${slug}.md is missing.`);
  return <ArticleScreen key={article.slug} article={article} />;
}
