import { useEffect, useState } from 'react';
import { Link } from 'wouter';

import { isCloudChartId } from '../../data/cloudCharts';
import { isErrorPage, isNetworkFailure } from '../../data/networkErrors';
import {
  fetchMyReactions,
  fetchReactionCounts,
  REACTION_KINDS,
  ReactionNotRemovedError,
  ReactionRateLimitError,
  ReactionsClosedError,
  setReaction,
  type ReactionCounts,
  type ReactionKind,
} from '../../data/reactions';
import { useAuthStatus } from '../auth/useAuthStatus';
import { REACTION_LABELS, reactionCountLabel } from './ReactionCounts';
import './reactions.css';

/**
 * counts is null when the chart is not public and approved (its counts are nobody's business then);
 * closed says the bar still shows in that case, so that the user can take their reactions back and
 * is told why they can add none, instead of the bar vanishing under their pointer.
 */
type Loaded = { chartId: string; counts: ReactionCounts | null; mine: Set<ReactionKind>; closed: boolean };

async function loadReactions(chartId: string, userId: string | null): Promise<Loaded> {
  const [counts, mine] = await Promise.all([
    fetchReactionCounts([chartId]),
    userId ? fetchMyReactions(chartId, userId) : Promise.resolve(new Set<ReactionKind>()),
  ]);
  const chartCounts = counts.get(chartId) ?? null;
  return { chartId, counts: chartCounts, mine, closed: chartCounts === null && mine.size > 0 };
}

/**
 * What a failed toggle says. A request that never reached the server fails with the browser's own
 * words ("TypeError: Failed to fetch"), and a gateway in front of a stopped backend with its HTML
 * page: neither tells the user anything, so both get a sentence of their own.
 */
function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (isNetworkFailure(message)) {
    return 'Your reaction could not be saved: the cloud could not be reached. Check your internet connection and try again.';
  }
  if (isErrorPage(message)) {
    return 'Your reaction could not be saved: the cloud is not answering right now. Try again in a moment.';
  }
  return `Your reaction could not be saved: ${message}`;
}

function capitalized(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

/**
 * Like, science and art toggles with their counts, for a public approved cloud chart. Shows nothing
 * for samples and for private or unapproved charts (the database refuses reactions there anyway),
 * except to a user who reacted to it while it was public, or whose tab saw it stop being public:
 * they see that reactions are closed and may still take theirs back.
 */
export function ReactionBar({
  chartId,
  onListed,
}: {
  chartId: string;
  /** Told whether the chart is public and approved (its counts are readable) once that is known. */
  onListed?: (listed: boolean) => void;
}) {
  const { user } = useAuthStatus();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [pending, setPending] = useState<ReactionKind | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Counts once each time the tab is shown again: reactions given or taken back meanwhile (in
  // another tab, by other people) show then, instead of a pressed state that is no longer true.
  const [shownAgain, setShownAgain] = useState(0);

  useEffect(() => {
    function onVisibilityChange() {
      if (document.visibilityState === 'visible') setShownAgain((count) => count + 1);
    }
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, []);

  useEffect(() => {
    let current = true;
    if (!isCloudChartId(chartId)) {
      setLoaded({ chartId, counts: null, mine: new Set(), closed: false });
      return;
    }
    loadReactions(chartId, userId).then(
      (next) => current && setLoaded(next),
      // Logged by the data module; reactions are an extra, the chart itself still shows. A failed
      // refresh keeps what the bar showed.
      () =>
        current &&
        setLoaded((previous) =>
          previous?.chartId === chartId && shownAgain > 0
            ? previous
            : { chartId, counts: null, mine: new Set(), closed: false },
        ),
    );
    return () => {
      current = false;
    };
  }, [chartId, userId, shownAgain]);

  const listed = loaded?.chartId === chartId ? loaded.counts !== null : null;
  useEffect(() => {
    if (listed !== null) onListed?.(listed);
  }, [listed, onListed]);

  if (loaded?.chartId !== chartId || (!loaded.counts && !loaded.closed)) return null;
  const { counts, mine } = loaded;

  async function toggle(kind: ReactionKind) {
    if (!loaded || pending) return;
    const on = !mine.has(kind);
    if (on && !counts) {
      setMessage(new ReactionsClosedError().message);
      return;
    }
    setPending(kind);
    setMessage(null);
    try {
      await setReaction(chartId, kind, on);
      const nextMine = new Set(mine);
      if (on) nextMine.add(kind);
      else nextMine.delete(kind);
      // Re-read the counts: other people may have reacted meanwhile, or the chart stopped being public.
      const fresh = (await fetchReactionCounts([chartId])).get(chartId) ?? null;
      setLoaded({ chartId, counts: fresh, mine: nextMine, closed: fresh === null });
    } catch (error) {
      if (error instanceof ReactionsClosedError) {
        // The notice the closed bar shows says why; its own message would say it twice.
        const next = await loadReactions(chartId, userId).catch(() => null);
        setLoaded(next?.counts ? next : { chartId, counts: null, mine: next?.mine ?? mine, closed: true });
        if (next?.counts) setMessage(error.message);
        return;
      }
      setMessage(
        error instanceof ReactionRateLimitError || error instanceof ReactionNotRemovedError
          ? error.message
          : failureMessage(error),
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <section className={counts ? 'reaction-bar' : 'reaction-bar reaction-bar-closed'} aria-label="Reactions">
      {REACTION_KINDS.map((kind) => {
        const label = REACTION_LABELS[kind];
        const reacted = mine.has(kind);
        return (
          <button
            key={kind}
            type="button"
            className="reaction-toggle"
            aria-pressed={reacted}
            aria-label={`${capitalized(label.one)}: ${counts ? reactionCountLabel(kind, counts[kind]) : reacted ? 'yours, press to take it back' : 'closed'}`}
            // Signed out the buttons are disabled (the hint says why); while a reaction is on its way
            // they are only aria-disabled, so the pressed one keeps the focus. Closed, only the user's
            // own reactions can still be pressed (to take them back).
            disabled={!userId}
            aria-disabled={pending !== null || (!counts && !reacted) || undefined}
            onClick={() => void toggle(kind)}
          >
            <span aria-hidden="true">
              {label.emoji}
              {counts && ` ${counts[kind]}`}
            </span>
          </button>
        );
      })}
      {!userId && (
        <span className="reaction-hint">
          <Link href="/account/login">Sign in</Link> to react.
        </span>
      )}
      {!counts && (
        <span className="reaction-hint" role="status">
          This chart is not public right now, so reactions are closed and their counts hidden.
          {mine.size > 0 && ' You can still take yours back.'}
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
