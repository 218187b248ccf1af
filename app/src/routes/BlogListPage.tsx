import { listedArticles } from '../content/article';
import { ARTICLES } from '../content/articles';
import { AdSlot } from '../features/ads';
import { BlogCardList } from '../features/blog/BlogCardList';
import { usePageHead } from '../features/head';
import { NOT_FOUND_PAGES } from './notFoundPages';

const LISTED = listedArticles(ARTICLES);

export const ARTICLE_NOT_FOUND = NOT_FOUND_PAGES.article.heading;

/**
 * /blog: every article not marked unlisted, as cards. Also shown for an unknown article slug
 * (`missingSlug`), then headed "Article not found" and kept out of search indexes.
 */
export function BlogListPage({ missingSlug }: { missingSlug?: string } = {}) {
  const missing = missingSlug !== undefined;
  usePageHead(
    missing
      ? { title: NOT_FOUND_PAGES.article.title, robots: 'noindex', canonicalPath: '/blog' }
      : {
          title: 'Articles | StatRadar',
          description:
            'Guides and stories about radar charts: how to read and build them, when they beat tier lists, and worked examples from dogs to fast food.',
          canonicalPath: '/blog',
        },
  );
  return (
    <div className="blog page">
      {missing ? (
        <>
          <h1 className="blog-title">{ARTICLE_NOT_FOUND}</h1>
          <p className="blog-intro">{NOT_FOUND_PAGES.article.text}</p>
          <h2 className="blog-subtitle">Articles</h2>
        </>
      ) : (
        <>
          <h1 className="blog-title">Articles</h1>
          <p className="blog-intro">
            How to read and build radar charts, when they beat a tier list, and worked examples you can open
            in the editor.
          </p>
        </>
      )}
      <BlogCardList articles={LISTED} />
      <AdSlot type="Banner" />
    </div>
  );
}
