import { useMemo } from 'react';

import type { Article } from '../../content/article';
import { articleBlocks } from '../../content/axisOrderExample';
import { AdSlot } from '../ads';
import { Markdown } from '../markdown';
import { AxisOrderExampleView } from './AxisOrderExampleView';
import './blog.css';

function formattedDate(isoDate: string): string {
  // Noon UTC keeps the calendar day the same in every time zone.
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One article: its body as markdown, with any live chart examples drawn in place. */
export function ArticleView({ article }: { article: Article }) {
  const blocks = useMemo(() => articleBlocks(`content/articles/${article.slug}.md`, article.body), [article]);
  return (
    <article className="article page">
      <h1 className="article-title">{article.title}</h1>
      {article.date && (
        <p className="article-date">
          <time dateTime={article.date}>{formattedDate(article.date)}</time>
        </p>
      )}
      {blocks.map((block, index) =>
        block.kind === 'markdown' ? (
          <Markdown key={index} className="article-body" source={block.source} />
        ) : (
          <AxisOrderExampleView key={index} example={block.example} />
        ),
      )}
      <AdSlot type="ContentRectangle" />
    </article>
  );
}
