import { useEffect, useState } from 'react';
import { Link } from 'wouter';

import { isCloudChartId } from '../../data/cloudCharts';
import {
  fetchMyReactions,
  fetchReactionCounts,
  REACTION_KINDS,
  ReactionRateLimitError,
  setReaction,
  type ReactionCounts,
  type ReactionKind,
} from '../../data/reactions';
import { useAuthStatus } from '../auth/useAuthStatus';
import { REACTION_LABELS, reactionCountLabel } from './ReactionCounts';
import './reactions.css';

type Loaded = { chartId: string; counts: ReactionCounts | null; mine: Set<ReactionKind> };

/**
 * Like, science and art toggles with their counts, for a public approved cloud chart. Shows nothing
 * for samples and for private or unapproved charts (the database refuses reactions there anyway).
 */
export function ReactionBar({ chartId }: { chartId: string }) {
  const { user } = useAuthStatus();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pending, setPending] = useState<ReactionKind | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (!isCloudChartId(chartId)) {
      setLoaded({ chartId, counts: null, mine: new Set() });
      return;
    }
    Promise.all([
      fetchReactionCounts([chartId]),
      userId ? fetchMyReactions(chartId, userId) : Promise.resolve(new Set<ReactionKind>()),
    ]).then(
      ([counts, mine]) => current && setLoaded({ chartId, counts: counts.get(chartId) ?? null, mine }),
      // Logged by the data module; reactions are an extra, the chart itself still shows.
      () => current && setLoaded({ chartId, counts: null, mine: new Set() }),
    );
    return () => {
      current = false;
    };
  }, [chartId, userId]);

  if (loaded?.chartId !== chartId || !loaded.counts) return null;
  const { counts, mine } = loaded;

  async function toggle(kind: ReactionKind) {
    if (!loaded?.counts || pending) return;
    const on = !mine.has(kind);
    setPending(kind);
    setMessage(null);
    try {
      await setReaction(chartId, kind, on);
      const nextMine = new Set(mine);
      if (on) nextMine.add(kind);
      else nextMine.delete(kind);
      // Re-read the counts: other people may have reacted meanwhile.
      const fresh = (await fetchReactionCounts([chartId])).get(chartId) ?? null;
      setLoaded({ chartId, counts: fresh, mine: nextMine });
    } catch (error) {
      setMessage(
        error instanceof ReactionRateLimitError
          ? error.message
          : `Your reaction could not be saved: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="reaction-bar" aria-label="Reactions">
      {REACTION_KINDS.map((kind) => {
        const label = REACTION_LABELS[kind];
        return (
          <button
            key={kind}
            type="button"
            className="reaction-toggle"
            aria-pressed={mine.has(kind)}
            aria-label={`${label.one[0]?.toUpperCase()}${label.one.slice(1)}: ${reactionCountLabel(kind, counts[kind])}`}
            // Signed out the buttons are disabled (the hint says why); while a reaction is on its way
            // they are only aria-disabled, so the pressed one keeps the focus.
            disabled={!userId}
            aria-disabled={pending !== null || undefined}
            onClick={() => void toggle(kind)}
          >
            <span aria-hidden="true">
              {label.emoji} {counts[kind]}
            </span>
          </button>
        );
      })}
      {!userId && (
        <span className="reaction-hint">
          <Link href="/account/login">Sign in</Link> to react.
        </span>
      )}
      {message && (
        <span className="error-text" role="alert">
          {message}
        </span>
      )}
    </section>
  );
}
