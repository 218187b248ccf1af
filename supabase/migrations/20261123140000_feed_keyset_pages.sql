-- Deep pages of the feed cost what the first page costs: both tabs page by a cursor (the sort key of
-- the last card shown) instead of an offset, on indexes that match their order exactly. An offset
-- makes the database walk, and build, every row of the earlier pages again; and when the ranking
-- changes between two pages it repeats or skips cards that did not move at all.
-- Plain PostgreSQL 15+ syntax, as the earlier migrations.

-- ---------------------------------------------------------------------------------------------
-- Recent: newest first, ties by id, as app/src/data/feed.ts orders it. The old index had no id,
-- so every page after a timestamp tie sorted again.
-- ---------------------------------------------------------------------------------------------

create index radar_chart_feed_order_index on public.radar_chart (updated_at desc, id)
  where is_public and is_approved;
drop index public.radar_chart_feed_index;

-- ---------------------------------------------------------------------------------------------
-- Popular: popular_charts_after(after_reactions, after_id) answers the page after the card whose
-- 7-day count was after_reactions and whose id was after_id (both null: the first page).
-- popular_charts(page_offset, page_limit) stays as it was for any caller that still pages by offset.
-- ---------------------------------------------------------------------------------------------

-- The order is the one of chart_popularity_rank_index (7-day count, most first, then chart id). A
-- stored count is never below the true one, and only a row whose oldest counted reaction has left
-- the window (a stale row) can be above it. So the page after the cursor holds:
-- - stale rows stored at or before the cursor whose true count now puts them after it (recounted;
--   the first page has none of these), and
-- - rows stored after the cursor, walked in index order until `row_limit` exact rows are seen: every
--   later row ranks below those (a stale row there is recounted, and can only sink).
-- The walk is two index ranges (the cursor's own count with a larger id, then every smaller count),
-- so it starts at the cursor instead of at the top.
create function public.popular_charts_after(
  after_reactions integer default null,
  after_id uuid default null,
  page_limit integer default 25
)
returns setof public.popular_chart
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  row_limit integer := least(greatest(coalesce(page_limit, 25), 1), 25);
  window_start timestamptz := now() - interval '7 days';
  stale_count integer;
  scan_limit integer;
  candidate record;
  exact_count integer;
  exact_seen integer := 0;
  ids uuid[] := '{}';
  counts integer[] := '{}';
begin
  if (after_reactions is null) <> (after_id is null) then
    raise exception using errcode = '22023',
      message = 'popular_charts_after needs both after_reactions and after_id, or neither';
  end if;

  -- Stale rows are the only ones whose place can change without a write; the walk below may meet
  -- all of them before `row_limit` exact rows, so its limit leaves room for them. The limit lets the
  -- planner walk the rank index instead of sorting every chart.
  select count(*)::integer into stale_count
  from public.chart_popularity
  where oldest_recent <= window_start;
  scan_limit := row_limit + stale_count;

  if after_id is not null then
    -- Stale rows at or before the cursor that fell behind it. The cursor's own chart was shown
    -- already, whatever its count is now.
    for candidate in
      select popularity.chart_id
      from public.chart_popularity as popularity
      join public.radar_chart as chart
        on chart.id = popularity.chart_id and chart.is_public and chart.is_approved
      where popularity.oldest_recent <= window_start
        and popularity.chart_id <> after_id
        and (popularity.recent_reactions > after_reactions
             or (popularity.recent_reactions = after_reactions and popularity.chart_id < after_id))
    loop
      select count(*)::integer into exact_count
      from public.chart_reaction as reaction
      where reaction.chart_id = candidate.chart_id and reaction.created_at > window_start;
      if exact_count > 0
         and (exact_count < after_reactions
              or (exact_count = after_reactions and candidate.chart_id > after_id)) then
        ids := ids || candidate.chart_id;
        counts := counts || exact_count;
      end if;
    end loop;

    -- Rows stored with the cursor's own count and a larger id: the rest of the cursor's tie.
    for candidate in
      select popularity.chart_id, popularity.recent_reactions, popularity.oldest_recent
      from public.chart_popularity as popularity
      join public.radar_chart as chart
        on chart.id = popularity.chart_id and chart.is_public and chart.is_approved
      where popularity.recent_reactions = after_reactions and popularity.chart_id > after_id
      order by popularity.recent_reactions desc, popularity.chart_id
      limit scan_limit
    loop
      exit when candidate.recent_reactions = 0 or exact_seen >= row_limit;
      if candidate.oldest_recent > window_start then
        exact_seen := exact_seen + 1;
        exact_count := candidate.recent_reactions;
      else
        select count(*)::integer into exact_count
        from public.chart_reaction as reaction
        where reaction.chart_id = candidate.chart_id and reaction.created_at > window_start;
      end if;
      if exact_count > 0 then
        ids := ids || candidate.chart_id;
        counts := counts || exact_count;
      end if;
    end loop;
  end if;

  -- Rows stored with a smaller count than the cursor's (every row, on the first page). Rows without
  -- a reaction in the window (kept for their all-time counts) rank last: the walk stops there.
  if exact_seen < row_limit then
    for candidate in
      select popularity.chart_id, popularity.recent_reactions, popularity.oldest_recent
      from public.chart_popularity as popularity
      join public.radar_chart as chart
        on chart.id = popularity.chart_id and chart.is_public and chart.is_approved
      where popularity.recent_reactions < coalesce(after_reactions, 2147483647)
        and popularity.recent_reactions > 0
      order by popularity.recent_reactions desc, popularity.chart_id
      limit scan_limit
    loop
      exit when exact_seen >= row_limit;
      if candidate.oldest_recent > window_start then
        exact_seen := exact_seen + 1;
        exact_count := candidate.recent_reactions;
      else
        select count(*)::integer into exact_count
        from public.chart_reaction as reaction
        where reaction.chart_id = candidate.chart_id and reaction.created_at > window_start;
      end if;
      if exact_count > 0 then
        ids := ids || candidate.chart_id;
        counts := counts || exact_count;
      end if;
    end loop;
  end if;

  return query
    select chart.id, chart.user_id, chart.data, chart.updated_at, profile.display_name, profile.avatar,
           ranked.recent,
           totals.likes, totals.science, totals.art
    from (
      select page.id, page.recent
      from unnest(ids, counts) as page (id, recent)
      order by page.recent desc, page.id
      limit row_limit
    ) as ranked
    join public.radar_chart as chart on chart.id = ranked.id
    left join public.user_data as profile on profile.id = chart.user_id
    join public.chart_popularity as totals on totals.chart_id = chart.id
    order by ranked.recent desc, ranked.id;
end;
$$;

revoke all on function public.popular_charts_after(integer, uuid, integer) from public, anon, authenticated;
grant execute on function public.popular_charts_after(integer, uuid, integer)
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Stale stored counts. Reads recount a stale row (its oldest counted reaction has left the window)
-- each time they meet one, and a reaction write refreshes only 20 of them; so after a quiet day,
-- when thousands of charts have gone stale and the most reacted ones cost the most to recount, every
-- page paid for them again (measured: page 1 p95 24 ms inside PostgreSQL after 24 quiet hours, with
-- 6,000 of 10,000 rows stale). This refreshes the oldest stale rows, one batch a call, so that a
-- housekeeping job keeps their number near zero: the local backend calls it every minute (see
-- packages/local-supabase/src/popularity-refresh.ts); hosted Supabase with pg_cron runs the job below.
-- ---------------------------------------------------------------------------------------------

-- At most 80 rows a call: chart_popularity_refresh adds up to 20 stale rows of its own and takes its
-- per-chart locks (which keep a concurrent reaction write from racing it) for up to 100 charts.
create function public.chart_popularity_refresh_stale(batch_limit integer default 80) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch uuid[];
begin
  select coalesce(array_agg(chart_id), '{}') into batch
  from (
    select chart_id from public.chart_popularity
    where oldest_recent <= now() - interval '7 days'
    order by oldest_recent
    limit least(greatest(coalesce(batch_limit, 80), 1), 80)
  ) as stale;
  if cardinality(batch) > 0 then
    perform public.chart_popularity_refresh(batch);
  end if;
  return cardinality(batch);
end;
$$;

revoke all on function public.chart_popularity_refresh_stale(integer) from public, anon, authenticated;
grant execute on function public.chart_popularity_refresh_stale(integer) to service_role;

-- Hosted Supabase: where pg_cron is enabled, refresh up to 400 stale rows a minute (5 calls in one
-- statement). Without pg_cron (the local backend, plain PostgreSQL) nothing is scheduled here.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'statradar-popularity-refresh',
      '* * * * *',
      'select public.chart_popularity_refresh_stale(80) from generate_series(1, 5)'
    );
  end if;
end;
$$;
