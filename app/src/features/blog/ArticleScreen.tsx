import type { Article } from '../../content/article';
import { ArticleView } from './ArticleView';
import { useArticleHead } from './useArticleHead';

/** A whole article page: its head tags and its content. */
export function ArticleScreen({ article }: { article: Article }) {
  useArticleHead(article);
  return <ArticleView article={article} />;
}
