/**
 * Housekeeping for the Popular feed: chart_popularity keeps each chart's 7-day reaction count, which
 * goes stale when the chart's oldest counted reaction leaves the window. Reaction writes refresh a
 * few stale rows each, but while nobody reacts they pile up, and every read of Popular recounts those
 * it meets (the most reacted charts cost the most). So the server refreshes them itself, a batch at a
 * time, through the migration's chart_popularity_refresh_stale (hosted Supabase uses pg_cron for it).
 */
import type { Database } from './database/database';

/** Rows chart_popularity_refresh_stale refreshes per call (its own cap). */
const batchSize = 80;

export interface PopularityRefreshOptions {
  /** Time between runs; the first run starts at once. */
  intervalMs: number;
  /** Calls per run, each its own short transaction (default 10: up to 800 rows). */
  batchesPerRun?: number;
  log: (line: string) => void;
}

export interface PopularityRefresh {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Starts refreshing stale counts every `intervalMs`; null when the schema has no
 * chart_popularity_refresh_stale (a server run on other migrations).
 */
export async function startPopularityRefresh(
  database: Database,
  options: PopularityRefreshOptions,
): Promise<PopularityRefresh | null> {
  const [present] = await database.transaction((sql) =>
    sql.query<{ present: boolean }>(
      "select to_regprocedure('public.chart_popularity_refresh_stale(integer)') is not null as present",
    ),
  );
  if (!present?.present) return null;

  const batchesPerRun = options.batchesPerRun ?? 10;
  let stopped = false;
  let running: Promise<void> | undefined;
  let lastError = '';

  async function run() {
    for (let batch = 0; batch < batchesPerRun && !stopped; batch += 1) {
      // Short transactions, one batch each: PGlite runs one transaction at a time, so requests wait
      // at most one batch; on PostgreSQL each batch holds its per-chart locks only briefly.
      const [result] = await database.transaction((sql) =>
        sql.query<{ refreshed: number }>('select public.chart_popularity_refresh_stale($1) as refreshed', [
          batchSize,
        ]),
      );
      if ((result?.refreshed ?? 0) < batchSize) break;
    }
  }

  function tick() {
    if (running || stopped) return;
    running = run()
      .then(
        () => {
          lastError = '';
        },
        (error: unknown) => {
          // Logged once per distinct failure: a database that stays down would flood the log.
          const message = error instanceof Error ? error.message : String(error);
          if (!stopped && message !== lastError)
            options.log(`Refreshing Popular's counts failed: ${message}`);
          lastError = message;
        },
      )
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(tick, options.intervalMs);
  // Housekeeping never keeps the process alive on its own.
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
