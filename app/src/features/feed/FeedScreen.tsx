import { useEffect, useState } from 'react';
import { Link } from 'wouter';

import { fetchFeed, type FeedEntry } from '../../data/feed';
import { SAMPLE_CHARTS } from '../samples';
import { FeedCard } from './FeedCard';
import './feed.css';

/** The fixed sample cards that always follow the public charts. */
const SAMPLE_CARD_IDS = ['art-the-sun', 'board-game-decision-chart'] as const;

/** "Recent Uploads": public, approved charts, then the two sample cards and how charts get here. */
export function FeedScreen() {
  const [entries, setEntries] = useState<FeedEntry[] | null>(null);

  useEffect(() => {
    let current = true;
    // A failed fetch is logged by the data module; the spec shows no message, so the samples remain.
    fetchFeed().then(
      (loaded) => current && setEntries(loaded),
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <div className="page feed">
      <h1>Recent Uploads</h1>
      <p className="feed-intro">
        Charts the community made public. Open one to explore it and make your own copy.
      </p>
      {entries === null && <p aria-busy="true">Loading recent uploads…</p>}
      <ul className="feed-grid">
        {entries?.map((entry) => (
          <FeedCard key={entry.id} id={entry.id} chart={entry.chart} author={entry.author} />
        ))}
        {SAMPLE_CARD_IDS.map((id) => {
          const chart = SAMPLE_CHARTS[id];
          return chart ? <FeedCard key={id} id={id} chart={chart} author={null} /> : null;
        })}
      </ul>
      <p className="feed-roadmap">
        How a chart gets here: <Link href="/account/login">sign in</Link>, save the chart to the cloud from{' '}
        <Link href="/account/my_account">your account</Link> (Upload), then tick Public on its card. Once it
        is approved it appears in this feed. Voting and browsing popular charts are on the{' '}
        <Link href="/blog/roadmap">roadmap</Link>.
      </p>
    </div>
  );
}
