import { Link } from 'wouter';

import type { Article } from '../../content/article';
import './blog.css';

/** One card per article: title, description and a link to /blog/{slug}. */
export function BlogCardList({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className="blog-cards">
      {articles.map((article) => (
        <li key={article.slug} className="blog-card card">
          <h2 className="blog-card-title">
            <Link href={`/blog/${article.slug}`} className="blog-card-link">
              {article.title}
            </Link>
          </h2>
          <p className="blog-card-preview">{article.preview}</p>
          <span className="blog-card-more" aria-hidden="true">
            Read article →
          </span>
        </li>
      ))}
    </ul>
  );
}
