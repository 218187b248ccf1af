import { articlePath, type Article } from '../../content/article';
import { titleWithSiteName, usePageHead } from '../head';

/** Title, description, canonical link, robots and share image for one article. */
export function useArticleHead(article: Article): void {
  usePageHead({
    title: titleWithSiteName(article.title),
    description: article.description,
    robots: article.robots,
    canonicalPath: articlePath(article),
    image: article.image,
    imageAlt: article.imageAlt,
    type: 'article',
  });
}
