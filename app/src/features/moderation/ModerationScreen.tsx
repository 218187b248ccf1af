import { chartName } from 'statradar';
import { RadarChartSvg } from 'statradar/react/svg';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';

import type { AccountUser } from '../../data/authStatus';
import {
  fetchModerationQueue,
  moderateChart,
  QUEUE_PAGE_SIZE,
  type PendingChart,
} from '../../data/moderation';
import { AvatarImage } from '../account/AvatarImage';
import './moderation.css';

type Queue =
  | { state: 'loading' }
  | { state: 'refused'; message: string }
  | { state: 'loaded'; charts: PendingChart[]; full: boolean };

const THUMBNAIL_SIZE = 200;

/**
 * /moderate: public charts awaiting approval, oldest first, with Approve and Reject. The database
 * refuses the queue and both actions to anyone who is not a moderator; this screen only shows that.
 */
export function ModerationScreen({ user }: { user: AccountUser }) {
  const [queue, setQueue] = useState<Queue>({ state: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(async (previous: PendingChart[]) => {
    try {
      const page = await fetchModerationQueue(previous.length);
      const seen = new Set(previous.map((chart) => chart.id));
      setQueue({
        state: 'loaded',
        charts: [...previous, ...page.filter((chart) => !seen.has(chart.id))],
        full: page.length >= QUEUE_PAGE_SIZE,
      });
    } catch (error) {
      setQueue({ state: 'refused', message: error instanceof Error ? error.message : String(error) });
    }
  }, []);

  useEffect(() => {
    void load([]);
  }, [load, user.id]);

  async function decide(chart: PendingChart, decision: 'approve' | 'reject') {
    setBusy(chart.id);
    setMessage(null);
    const name = chart.chart ? chartName(chart.chart) : 'The chart';
    try {
      const done = await moderateChart(chart, decision);
      setMessage(
        !done
          ? `${name} changed or no longer awaits approval (its owner or another moderator acted first). The queue shows it as it is now.`
          : decision === 'approve'
            ? `${name} is approved: it shows in the feed now.`
            : `${name} is rejected: it is private again.`,
      );
      if (done) {
        setQueue((current) =>
          current.state === 'loaded'
            ? { ...current, charts: current.charts.filter((entry) => entry.id !== chart.id) }
            : current,
        );
      } else {
        // Edited since it was loaded, or gone: what waits now is what to review.
        await load([]);
      }
    } catch (error) {
      setMessage(`Could not ${decision} ${name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="page moderation">
      <h1>Moderation queue</h1>
      {queue.state === 'loading' && <p aria-busy="true">Loading charts awaiting approval…</p>}
      {queue.state === 'refused' && (
        <p className="error-text" role="alert">
          The moderation queue is only for moderators: {queue.message}
        </p>
      )}
      {message && (
        <p className="moderation-message" role="status">
          {message}
        </p>
      )}
      {queue.state === 'loaded' && (
        <>
          <p>
            Public charts awaiting approval, oldest first. Approve shows a chart in the{' '}
            <Link href="/feed">feed</Link>; Reject makes it private again (its owner keeps it).
          </p>
          {queue.charts.length === 0 && <p>No charts awaiting approval.</p>}
          <ul className="moderation-list">
            {queue.charts.map((entry) => {
              const name = entry.chart ? chartName(entry.chart) : 'Unreadable chart';
              return (
                <li key={entry.id} className="moderation-item card">
                  {entry.chart ? (
                    <RadarChartSvg
                      chart={entry.chart}
                      width={THUMBNAIL_SIZE}
                      className="moderation-thumbnail"
                    />
                  ) : (
                    <p className="error-text">{entry.problem}</p>
                  )}
                  <div className="moderation-details">
                    <h2>
                      <Link href={`/chart/${entry.id}`}>{name}</Link>
                    </h2>
                    {entry.chart?.metadata.description && (
                      <p className="moderation-description">{entry.chart.metadata.description}</p>
                    )}
                    <p className="moderation-author">
                      <AvatarImage avatar={entry.author.avatar} size={28} />
                      <span>{entry.author.displayName || 'A StatRadar user'}</span>
                      {entry.updatedAt && (
                        <time dateTime={entry.updatedAt}>{new Date(entry.updatedAt).toLocaleString()}</time>
                      )}
                    </p>
                    <p className="moderation-actions">
                      <button
                        type="button"
                        className="button button-primary"
                        disabled={busy !== null}
                        aria-label={`Approve ${name}`}
                        onClick={() => void decide(entry, 'approve')}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="button button-danger"
                        disabled={busy !== null}
                        aria-label={`Reject ${name}`}
                        onClick={() => void decide(entry, 'reject')}
                      >
                        Reject
                      </button>
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          {queue.full && (
            <p>
              <button type="button" className="button" onClick={() => void load(queue.charts)}>
                Load more
              </button>
            </p>
          )}
        </>
      )}
    </div>
  );
}
