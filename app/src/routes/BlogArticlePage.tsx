import { articleBySlug } from '../content/articles';
import { ArticleScreen } from '../features/blog/ArticleScreen';
import { BlogListPage } from './BlogListPage';

/**
 * /blog/{slug}: the article. For an unknown slug the spec falls back to the article list; it comes
 * under an "Article not found" heading and title so the visitor (and a crawler) knows the link is dead.
 */
export function BlogArticlePage({ slug }: { slug: string }) {
  const article = articleBySlug(slug);
  return article ? (
    <ArticleScreen key={article.slug} article={article} />
  ) : (
    <BlogListPage missingSlug={slug} />
  );
}
