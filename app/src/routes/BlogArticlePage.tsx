import { articleBySlug } from '../content/articles';
import { ArticleScreen } from '../features/blog/ArticleScreen';
import { BlogListPage } from './BlogListPage';

/** /blog/{slug}: the article, or the article list when no article has that slug (spec section 2). */
export function BlogArticlePage({ slug }: { slug: string }) {
  const article = articleBySlug(slug);
  return article ? <ArticleScreen key={article.slug} article={article} /> : <BlogListPage />;
}
