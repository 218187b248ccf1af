import { useMemo } from 'react';
import { chartName, type Chart } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';
import { Link } from 'wouter';

import type { AvatarChoice } from '../../data/profiles';
import type { ReactionCounts as Counts } from '../../data/reactions';
import { AvatarImage } from '../account/AvatarImage';
import { markdownToPlainText } from '../markdown';
import { ReactionCounts } from '../reactions/ReactionCounts';

const THUMBNAIL_SIZE = 220;
/**
 * The chart's page opens with its first data set selected: a style's showCount then shows it and
 * the last ones (without a selection the last ones alone), drawn on top. A constant: a new array
 * each render would redraw the card.
 */
const PAGE_SELECTION = [0];

/**
 * A feed card: the chart, its name and description, the author and the reaction counts (none for
 * a sample, which cannot be reacted to); the whole card opens /chart/{id}.
 */
export function FeedCard({
  id,
  chart,
  author,
  counts,
}: {
  id: string;
  chart: Chart;
  author: { displayName: string; avatar: AvatarChoice } | null;
  counts?: Counts;
}) {
  // Plain text: markup would only add noise in three clamped lines (and links there would nest
  // inside the card's own link).
  const description = useMemo(
    () => markdownToPlainText(chart.metadata.description),
    [chart.metadata.description],
  );
  return (
    <li className="feed-card card">
      <RadarChartSvg
        chart={chart}
        width={THUMBNAIL_SIZE}
        recentSelection={PAGE_SELECTION}
        className="feed-card-chart"
      />
      <h2 className="feed-card-title">
        <Link href={`/chart/${id}`} className="feed-card-link">
          {chartName(chart)}
        </Link>
      </h2>
      {description && <p className="feed-card-description">{description}</p>}
      <p className="feed-card-author">
        {author ? (
          <>
            <AvatarImage avatar={author.avatar} size={32} />
            <span>{author.displayName || 'A StatRadar user'}</span>
          </>
        ) : (
          <span>Sample chart by StatRadar</span>
        )}
      </p>
      {counts && <ReactionCounts counts={counts} />}
    </li>
  );
}
