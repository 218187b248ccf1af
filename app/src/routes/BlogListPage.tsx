import { listedArticles } from '../content/article';
import { ARTICLES } from '../content/articles';
import { AdSlot } from '../features/ads';
import { BlogCardList } from '../features/blog/BlogCardList';
import { usePageHead } from '../features/head';

const LISTED = listedArticles(ARTICLES);

/** /blog: every article not marked unlisted, as cards. Also shown for unknown article slugs. */
export function BlogListPage() {
  usePageHead({
    title: 'Articles | StatRadar',
    description:
      'Guides and stories about radar charts: how to read and build them, when they beat tier lists, and worked examples from dogs to fast food.',
    canonicalPath: '/blog',
  });
  return (
    <div className="blog page">
      <h1 className="blog-title">Articles</h1>
      <p className="blog-intro">
        How to read and build radar charts, when they beat a tier list, and worked examples you can open in
        the editor.
      </p>
      <BlogCardList articles={LISTED} />
      <AdSlot type="Banner" />
    </div>
  );
}
