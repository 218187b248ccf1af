import { listedArticles } from '../content/article';
import { ARTICLES } from '../content/articles';
import { AdSlot } from '../features/ads';
import { BlogCardList } from '../features/blog/BlogCardList';
import { usePageHead } from '../features/head';

const LISTED = listedArticles(ARTICLES);

export const ARTICLE_NOT_FOUND = 'Article not found';

/**
 * /blog: every article not marked unlisted, as cards. Also shown for an unknown article slug
 * (`missingSlug`), then headed "Article not found" and kept out of search indexes.
 */
export function BlogListPage({ missingSlug }: { missingSlug?: string } = {}) {
  const missing = missingSlug !== undefined;
  usePageHead(
    missing
      ? { title: `${ARTICLE_NOT_FOUND} | StatRadar`, robots: 'noindex', canonicalPath: '/blog' }
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
          <p className="blog-intro">
            There is no article at this address. It may have moved, or the link may have a typo. Here are all
            the articles:
          </p>
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
