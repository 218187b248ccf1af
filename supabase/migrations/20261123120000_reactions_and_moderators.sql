-- Community: reactions (like, science, art) on public approved charts, the Popular feed, and
-- moderators who approve or reject public charts from the app. As in the first migration, security
-- lives here: row-level security, column grants and security-definer functions that check the caller.
-- Plain PostgreSQL 15+ syntax; hosted Supabase already has auth.users and auth.uid().

-- ---------------------------------------------------------------------------------------------
-- Reactions: one per user, chart and kind. Deleting a chart (or a user) deletes its reactions.
-- ---------------------------------------------------------------------------------------------

create table public.chart_reaction (
  chart_id uuid not null references public.radar_chart (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null,
  created_at timestamptz not null default now(),
  primary key (chart_id, user_id, kind),
  constraint chart_reaction_kind check (kind in ('like', 'science', 'art'))
);

-- A chart's reactions of the last 7 days (Popular's counts) from an index range.
create index chart_reaction_chart_time_index on public.chart_reaction (chart_id, created_at);
-- A user's own reactions on a page of cards.
create index chart_reaction_user_index on public.chart_reaction (user_id, chart_id);

-- Fixed one-minute windows of adds and removals per user. Only the trigger below writes it.
create table public.chart_reaction_rate (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_start timestamptz not null,
  action_count integer not null
);

alter table public.chart_reaction_rate enable row level security;
revoke all on public.chart_reaction_rate from public, anon, authenticated;
grant all on public.chart_reaction_rate to service_role;

-- Security definer: it writes the rate table, which nobody else may touch. Counts adds and removals,
-- so toggling a reaction on and off cannot flood the table either. A removal by cascade (a chart or
-- a user deleted) fires at trigger depth 2 and is not a user's action.
create function public.chart_reaction_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := case when tg_op = 'INSERT' then new.user_id else old.user_id end;
  actions integer;
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  insert into public.chart_reaction_rate as rate (user_id, window_start, action_count)
    values (actor, now(), 1)
  on conflict (user_id) do update set
    window_start = case when rate.window_start <= now() - interval '1 minute' then now()
                        else rate.window_start end,
    action_count = case when rate.window_start <= now() - interval '1 minute' then 1
                        else rate.action_count + 1 end
  returning action_count into actions;
  if actions > 30 then
    -- PTxyz: PostgREST answers with HTTP status xyz (429 Too Many Requests).
    raise exception using errcode = 'PT429', message = 'Too many reactions: at most 30 a minute',
      hint = 'Wait a minute, then try again.';
  end if;
  return case when tg_op = 'INSERT' then new else old end;
end;
$$;

create trigger chart_reaction_rate_limit
  before insert or delete on public.chart_reaction
  for each row execute function public.chart_reaction_rate_limit();

alter table public.chart_reaction enable row level security;

-- Rows are private to their user (who reacted is nobody else's business); counts are public
-- through chart_reaction_counts() and popular_charts() below.
create policy "Users read their own reactions" on public.chart_reaction
  for select to authenticated
  using (user_id = (select auth.uid()));

-- The exists() runs under the caller's own chart policies, so "public and approved" is required
-- explicitly: an owner sees their private chart but may not react to it.
create policy "Users react to public approved charts" on public.chart_reaction
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (
      select from public.radar_chart as chart
      where chart.id = chart_id and chart.is_public and chart.is_approved
    )
  );

create policy "Users remove their own reactions on public approved charts" on public.chart_reaction
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    and exists (
      select from public.radar_chart as chart
      where chart.id = chart_id and chart.is_public and chart.is_approved
    )
  );

-- created_at is not writable: the Popular window and the rate limit trust it.
revoke all on public.chart_reaction from public, anon, authenticated;
grant select (chart_id, user_id, kind, created_at) on public.chart_reaction to authenticated;
grant insert (chart_id, user_id, kind) on public.chart_reaction to authenticated;
grant delete on public.chart_reaction to authenticated;
grant all on public.chart_reaction to service_role;
revoke all on function public.chart_reaction_rate_limit() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Popular: public approved charts with the most reactions in the last 7 days, 25 at a time, with
-- their all-time counts and the author's public profile.
-- ---------------------------------------------------------------------------------------------

-- Ranking every chart's reactions of the last 7 days at read time means aggregating up to every
-- reaction of the week (100,000 took 0.4 s here). Instead each chart's 7-day count is kept in
-- chart_popularity, indexed by count, and refreshed whenever the chart's reactions change. A stored
-- count can only be too high, and only once its oldest counted reaction has left the window
-- (oldest_recent); popular_charts() recounts such rows as it reads, so its answer is exact, and each
-- later reaction write also refreshes a few of them so they do not pile up.
-- The all-time counts per kind live here too, so that a page of cards reads them by primary key.
create table public.chart_popularity (
  chart_id uuid primary key references public.radar_chart (id) on delete cascade,
  recent_reactions integer not null,
  oldest_recent timestamptz,
  likes integer not null,
  science integer not null,
  art integer not null
);

create index chart_popularity_rank_index on public.chart_popularity (recent_reactions desc, chart_id);
create index chart_popularity_expiry_index on public.chart_popularity (oldest_recent)
  where oldest_recent is not null;

alter table public.chart_popularity enable row level security;
revoke all on public.chart_popularity from public, anon, authenticated;
grant all on public.chart_popularity to service_role;

create function public.chart_popularity_refresh(chart_ids uuid[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  stale uuid[];
begin
  select coalesce(array_agg(chart_id), '{}') into stale
  from (
    select chart_id from public.chart_popularity
    where oldest_recent <= now() - interval '7 days'
    order by oldest_recent
    limit 20
  ) as expired;
  chart_ids := array(select distinct id from unnest(chart_ids || stale) as id order by id);
  -- One writer per chart at a time (in id order, so two writers never deadlock); the counts below
  -- are separate statements, so they see what the previous lock holder committed. A bulk write by
  -- the service role (thousands of charts) would run out of lock slots, and has nobody to race.
  if cardinality(chart_ids) <= 100 then
    perform pg_advisory_xact_lock(hashtextextended(id::text, 13)) from unnest(chart_ids) as id;
  end if;
  delete from public.chart_popularity where chart_id = any(chart_ids);
  insert into public.chart_popularity (chart_id, recent_reactions, oldest_recent, likes, science, art)
    select reaction.chart_id,
           (count(*) filter (where reaction.created_at > now() - interval '7 days'))::integer,
           min(reaction.created_at) filter (where reaction.created_at > now() - interval '7 days'),
           (count(*) filter (where reaction.kind = 'like'))::integer,
           (count(*) filter (where reaction.kind = 'science'))::integer,
           (count(*) filter (where reaction.kind = 'art'))::integer
    from public.chart_reaction as reaction
    where reaction.chart_id = any(chart_ids)
      and exists (select from public.radar_chart as chart where chart.id = reaction.chart_id)
    group by reaction.chart_id;
end;
$$;

create function public.chart_reaction_after_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.chart_popularity_refresh(array(select distinct chart_id from added));
  return null;
end;
$$;

create function public.chart_reaction_after_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.chart_popularity_refresh(array(select distinct chart_id from removed));
  return null;
end;
$$;

create function public.chart_reaction_after_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.chart_popularity_refresh(
    array(select chart_id from changed union select chart_id from previous)
  );
  return null;
end;
$$;

-- Statement triggers: a bulk insert refreshes each chart once.
create trigger chart_reaction_after_insert
  after insert on public.chart_reaction
  referencing new table as added
  for each statement execute function public.chart_reaction_after_insert();
create trigger chart_reaction_after_delete
  after delete on public.chart_reaction
  referencing old table as removed
  for each statement execute function public.chart_reaction_after_delete();
create trigger chart_reaction_after_update
  after update on public.chart_reaction
  referencing old table as previous new table as changed
  for each statement execute function public.chart_reaction_after_update();

revoke all on function public.chart_popularity_refresh(uuid[]) from public, anon, authenticated;
revoke all on function public.chart_reaction_after_insert() from public, anon, authenticated;
revoke all on function public.chart_reaction_after_delete() from public, anon, authenticated;
revoke all on function public.chart_reaction_after_update() from public, anon, authenticated;

create type public.popular_chart as (
  id uuid,
  user_id uuid,
  data jsonb,
  updated_at timestamptz,
  display_name text,
  avatar jsonb,
  recent_reactions integer,
  likes integer,
  science integer,
  art integer
);

-- Reads chart_popularity in stored-count order. A row whose oldest counted reaction is still inside
-- the window is exact; an older one is recounted. Stored counts are never below the true ones, so
-- after `wanted` exact rows nothing further down can outrank them: the scan stops there (at once when
-- no row needed a recount), then sorts what it found by 7-day count (most first), then chart id.
create function public.popular_charts(page_offset integer default 0, page_limit integer default 25)
returns setof public.popular_chart
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_row integer := greatest(coalesce(page_offset, 0), 0);
  row_limit integer := least(greatest(coalesce(page_limit, 25), 1), 25);
  wanted integer := first_row + row_limit;
  window_start timestamptz := now() - interval '7 days';
  candidate record;
  exact_count integer;
  ids uuid[] := '{}';
  counts integer[] := '{}';
  stale_count integer;
  exact_seen integer := 0;
begin
  -- Once `wanted` exact rows are collected, every later row ranks below them; only stale rows can
  -- sink below their stored place. So at most wanted + stale rows are ever visited, and the limit
  -- lets the planner walk the rank index instead of sorting every chart.
  select count(*)::integer into stale_count
  from public.chart_popularity
  where oldest_recent <= window_start;
  for candidate in
    select popularity.chart_id, popularity.recent_reactions, popularity.oldest_recent
    from public.chart_popularity as popularity
    join public.radar_chart as chart
      on chart.id = popularity.chart_id and chart.is_public and chart.is_approved
    order by popularity.recent_reactions desc, popularity.chart_id
    limit wanted + stale_count
  loop
    -- Rows without a reaction in the window (kept for their all-time counts) rank last: stop.
    exit when candidate.recent_reactions = 0;
    -- `wanted` exact rows seen: no later row can outrank them.
    exit when exact_seen >= wanted;
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

  return query
    select chart.id, chart.user_id, chart.data, chart.updated_at, profile.display_name, profile.avatar,
           ranked.recent,
           totals.likes, totals.science, totals.art
    from (
      select page.id, page.recent
      from unnest(ids, counts) as page (id, recent)
      order by page.recent desc, page.id
      offset first_row limit row_limit
    ) as ranked
    join public.radar_chart as chart on chart.id = ranked.id
    left join public.user_data as profile on profile.id = chart.user_id
    join public.chart_popularity as totals on totals.chart_id = chart.id
    order by ranked.recent desc, ranked.id;
end;
$$;

revoke all on function public.popular_charts(integer, integer) from public, anon, authenticated;
grant execute on function public.popular_charts(integer, integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Counts, for any reader. Security definer so that the counts include everyone's reactions, and
-- restricted to public approved charts so that nothing about a private chart leaks.
-- ---------------------------------------------------------------------------------------------

create type public.chart_reaction_count as (
  chart_id uuid,
  likes integer,
  science integer,
  art integer
);

-- chart_ids is a JSON array of ids (a JSON argument works the same on every PostgREST); at most 100.
create function public.chart_reaction_counts(chart_ids jsonb)
returns setof public.chart_reaction_count
language sql
stable
security definer
set search_path = ''
as $$
  select chart.id, coalesce(popularity.likes, 0), coalesce(popularity.science, 0), coalesce(popularity.art, 0)
  from public.radar_chart as chart
  left join public.chart_popularity as popularity on popularity.chart_id = chart.id
  where chart.is_public and chart.is_approved
    and chart.id in (
      select requested.id::uuid
      from jsonb_array_elements_text(
        case when jsonb_typeof(chart_ids) = 'array' then chart_ids else '[]'::jsonb end
      ) with ordinality as requested (id, position)
      where requested.position <= 100
    );
$$;

revoke all on function public.chart_reaction_counts(jsonb) from public, anon, authenticated;
grant execute on function public.chart_reaction_counts(jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Moderators: granted and revoked with the service role (`pnpm moderate --grant/--revoke <email>`).
-- The queue, approve and reject are security-definer functions that refuse anyone else.
-- ---------------------------------------------------------------------------------------------

create table public.moderator (
  user_id uuid primary key references auth.users (id) on delete cascade,
  granted_at timestamptz not null default now()
);

alter table public.moderator enable row level security;

-- A user may learn whether they are a moderator themselves (the account page's link); nothing more.
create policy "Users see their own moderator row" on public.moderator
  for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.moderator from public, anon, authenticated;
grant select on public.moderator to authenticated;
grant all on public.moderator to service_role;

create function public.is_moderator() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from public.moderator where user_id = (select auth.uid()));
$$;

revoke all on function public.is_moderator() from public, anon, authenticated;
grant execute on function public.is_moderator() to anon, authenticated, service_role;

create type public.pending_chart as (
  id uuid,
  user_id uuid,
  data jsonb,
  updated_at timestamptz,
  display_name text,
  avatar jsonb
);

-- Oldest first, so nothing waits forever; 25 at a time.
create function public.moderation_queue(page_offset integer default 0, page_limit integer default 25)
returns setof public.pending_chart
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception using errcode = '42501', message = 'Only moderators can read the moderation queue';
  end if;
  return query
    select chart.id, chart.user_id, chart.data, chart.updated_at, profile.display_name, profile.avatar
    from public.radar_chart as chart
    left join public.user_data as profile on profile.id = chart.user_id
    where chart.is_public and not chart.is_approved
    order by chart.updated_at, chart.id
    offset greatest(coalesce(page_offset, 0), 0)
    limit least(greatest(coalesce(page_limit, 25), 1), 100);
end;
$$;

create index radar_chart_pending_index on public.radar_chart (updated_at, id)
  where is_public and not is_approved;

-- Approve shows a pending public chart in the feed. Returns false when no such chart waits
-- (already approved, made private or deleted meanwhile): two moderators at once both succeed calmly.
create function public.approve_chart(chart_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception using errcode = '42501', message = 'Only moderators can approve charts';
  end if;
  update public.radar_chart set is_approved = true
  where id = chart_id and is_public and not is_approved;
  return found;
end;
$$;

-- Reject does what `pnpm moderate --reject` does: the chart becomes private again (its owner keeps
-- it) and unapproved.
create function public.reject_chart(chart_id uuid) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_moderator() then
    raise exception using errcode = '42501', message = 'Only moderators can reject charts';
  end if;
  update public.radar_chart set is_public = false, is_approved = false
  where id = chart_id and is_public and not is_approved;
  return found;
end;
$$;

revoke all on function public.moderation_queue(integer, integer) from public, anon, authenticated;
revoke all on function public.approve_chart(uuid) from public, anon, authenticated;
revoke all on function public.reject_chart(uuid) from public, anon, authenticated;
grant execute on function public.moderation_queue(integer, integer) to authenticated, service_role;
grant execute on function public.approve_chart(uuid) to authenticated, service_role;
grant execute on function public.reject_chart(uuid) to authenticated, service_role;

-- For `pnpm moderate --grant/--revoke <email>`: auth.users is not exposed over REST, so the
-- service role looks the address up through these. Nobody else may call them.
create function public.grant_moderator(email text) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_user uuid;
begin
  select id into found_user from auth.users where lower(users.email) = lower(grant_moderator.email);
  if found_user is null then
    raise exception using errcode = 'P0002', message = format('No account with the email %s', email);
  end if;
  insert into public.moderator (user_id) values (found_user) on conflict (user_id) do nothing;
  return found_user;
end;
$$;

create function public.revoke_moderator(email text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.moderator
  where user_id in (select id from auth.users where lower(users.email) = lower(revoke_moderator.email));
  return found;
end;
$$;

revoke all on function public.grant_moderator(text) from public, anon, authenticated;
revoke all on function public.revoke_moderator(text) from public, anon, authenticated;
grant execute on function public.grant_moderator(text) to service_role;
grant execute on function public.revoke_moderator(text) to service_role;
