import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Chart } from 'statradar';
import { Link } from 'wouter';

import { FEED_LIMIT, fetchFeed, type FeedCursor } from '../../data/feed';
import { fetchPopularPage, type PopularCursor } from '../../data/popular';
import type { AvatarChoice } from '../../data/profiles';
import { fetchReactionCounts, NO_REACTIONS, type ReactionCounts } from '../../data/reactions';
import { AdSlot } from '../ads';
import '../reactions/reactions.css';
import { SAMPLE_CHARTS } from '../samples';
import { FeedCard } from './FeedCard';
import './feed.css';

/** The fixed sample cards that always follow the public charts. */
const SAMPLE_CARD_IDS = ['art-the-sun', 'board-game-decision-chart'] as const;

/** The feed's two orders: newest first, or most reactions in the last 7 days. */
export type FeedTab = 'recent' | 'popular';
const TABS: { id: FeedTab; label: string }[] = [
  { id: 'recent', label: 'Recent' },
  { id: 'popular', label: 'Popular' },
];

interface Card {
  id: string;
  chart: Chart;
  author: { displayName: string; avatar: AvatarChoice };
  counts: ReactionCounts;
}

/** Where a tab's next page starts: the sort key of the last row the server sent. */
type Cursor = { tab: 'recent'; after: FeedCursor } | { tab: 'popular'; after: PopularCursor };

/** One page of a tab after `cursor` (null: the first); `next` is set while the server may have more. */
async function loadPage(
  tab: FeedTab,
  cursor: Cursor | null,
): Promise<{ cards: Card[]; next: Cursor | null }> {
  if (tab === 'popular') {
    const { entries, rowCount, next } = await fetchPopularPage(
      cursor?.tab === 'popular' ? cursor.after : null,
    );
    return { cards: entries, next: rowCount >= FEED_LIMIT && next ? { tab, after: next } : null };
  }
  const { entries, rowCount, next } = await fetchFeed(cursor?.tab === 'recent' ? cursor.after : null);
  // Counts are an extra: without them the cards still show, with zeros.
  const counts = await fetchReactionCounts(entries.map((entry) => entry.id)).catch(
    () => new Map<string, ReactionCounts>(),
  );
  return {
    cards: entries.map((entry) => ({ ...entry, counts: counts.get(entry.id) ?? NO_REACTIONS })),
    // A page can hold fewer readable charts than rows: a full page of rows means there may be more.
    next: rowCount >= FEED_LIMIT && next ? { tab, after: next } : null,
  };
}

type TabState = {
  tab: FeedTab;
  cards: Card[];
  /** Set while "Load more" may find more: the last row's sort key. */
  next: Cursor | null;
  loading: boolean;
  failed: boolean;
};

/** The tab the address names (`/feed?tab=popular`), so a reload or Back keeps the reader's choice. */
function tabInAddress(): FeedTab {
  return new URLSearchParams(window.location.search).get('tab') === 'popular' ? 'popular' : 'recent';
}

/** "Recent Uploads": Recent and Popular tabs of public, approved charts, then the two sample cards. */
export function FeedScreen() {
  const [state, setState] = useState<TabState>(() => ({
    tab: tabInAddress(),
    cards: [],
    next: null,
    loading: true,
    failed: false,
  }));
  const request = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  /** After "Load more": the index of the first card it adds, which then takes the focus. */
  const focusCard = useRef<number | null>(null);
  const tabRefs = useRef<Record<FeedTab, HTMLButtonElement | null>>({ recent: null, popular: null });

  function load(tab: FeedTab, cursor: Cursor | null, previous: Card[]) {
    const number = ++request.current;
    setState({ tab, cards: previous, next: cursor, loading: true, failed: false });
    // A failed fetch is logged by the data module; the spec shows no message, so the samples remain.
    loadPage(tab, cursor).then(
      ({ cards, next }) => {
        if (request.current !== number) return;
        const seen = new Set(previous.map((card) => card.id));
        // A card that lost reactions between two pages can fall behind the cursor and come again;
        // keep its first place.
        const added = cards.filter((card) => !seen.has(card.id));
        setState({ tab, cards: [...previous, ...added], next, loading: false, failed: false });
      },
      () => {
        // Keep the cursor: "Load more" stays, so the reader can try that page again.
        if (request.current === number)
          setState({ tab, cards: previous, next: cursor, loading: false, failed: true });
      },
    );
  }

  // The new cards come above the button: without this, the focus stays behind them (or falls to the
  // page when the button goes), and the next Tab skips every card just loaded.
  useEffect(() => {
    const index = focusCard.current;
    if (index === null || state.loading) return;
    focusCard.current = null;
    // Cloud cards come first in the list, so the index is the same among its links. When the page
    // added none (the list ended), that index is the first sample card's, the next thing to read:
    // the button is gone. After a failure the button stays, with the focus, for another try.
    if (!state.failed) {
      list.current?.querySelectorAll<HTMLAnchorElement>('.feed-card-link')[index]?.focus();
    }
  }, [state]);

  useEffect(() => {
    load(tabInAddress(), null, []);
    return () => {
      request.current += 1;
    };
  }, []);

  function choose(tab: FeedTab) {
    if (tab === state.tab) return;
    focusCard.current = null;
    load(tab, null, []);
    window.history.replaceState(window.history.state, '', tab === 'popular' ? '/feed?tab=popular' : '/feed');
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next: FeedTab = state.tab === 'recent' ? 'popular' : 'recent';
    choose(next);
    tabRefs.current[next]?.focus();
  }

  const shown = state.cards.length;
  const firstPageLoading = state.loading && shown === 0;
  return (
    <div className="page feed">
      <h1>Recent Uploads</h1>
      <p className="feed-intro">
        Charts the community made public. Open one to explore it and make your own copy.
      </p>
      <div className="feed-tabs" role="tablist" aria-label="Order">
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`feed-tab-${tab.id}`}
            aria-selected={state.tab === tab.id}
            aria-controls="feed-panel"
            tabIndex={state.tab === tab.id ? 0 : -1}
            className="feed-tab"
            onClick={() => choose(tab.id)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id="feed-panel" className="feed-panel" role="tabpanel" aria-labelledby={`feed-tab-${state.tab}`}>
        {firstPageLoading && (
          <p aria-busy="true">
            {state.tab === 'recent' ? 'Loading recent uploads…' : 'Loading popular charts…'}
          </p>
        )}
        {!state.loading && !state.failed && shown === 0 && state.tab === 'popular' && (
          <p className="feed-empty">No chart got a reaction in the last 7 days yet.</p>
        )}
        <ul className="feed-grid" ref={list}>
          {state.cards.map((card) => (
            <FeedCard
              key={card.id}
              id={card.id}
              chart={card.chart}
              author={card.author}
              counts={card.counts}
            />
          ))}
          {/* The samples follow the cloud cards: shown once those came, not pushed down by them. */}
          {!firstPageLoading &&
            SAMPLE_CARD_IDS.map((id) => {
              const chart = SAMPLE_CHARTS[id];
              return chart ? <FeedCard key={id} id={id} chart={chart} author={null} /> : null;
            })}
        </ul>
        {state.next && (
          <p className="feed-more">
            {/* aria-disabled, not disabled, while loading: a disabled button drops the focus. */}
            <button
              type="button"
              className="button"
              aria-disabled={state.loading || undefined}
              onClick={() => {
                if (state.loading) return;
                focusCard.current = state.cards.length;
                load(state.tab, state.next, state.cards);
              }}
            >
              {state.loading ? 'Loading…' : 'Load more'}
            </button>
          </p>
        )}
      </div>
      {/* The fourth slot type of the ad service, square like the cards above it (nothing without a provider). */}
      <AdSlot type="ContentSquare" />
      <p className="feed-roadmap">
        User submissions are on the <Link href="/blog/roadmap">roadmap</Link>, and you can send one already:{' '}
        <Link href="/account/login">sign in</Link>, save the chart to the cloud from{' '}
        <Link href="/account/my_account">your account</Link> (Upload), then tick Public on its card. Once it
        is approved it appears in this feed. Signed-in users react to charts on their pages, and Popular ranks
        the reactions of the last 7 days.
      </p>
    </div>
  );
}
