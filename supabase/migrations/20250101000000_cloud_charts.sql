-- StatRadar cloud schema: charts, public profiles and the feed.
-- The one schema for hosted Supabase and the embedded local backend. Hosted Supabase already has the
-- roles (anon, authenticated, service_role), auth.users and auth.uid(); the local backend bootstraps
-- the same names before running this file. Plain PostgreSQL 15+ syntax only.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.user_data (
  id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  display_name text,
  avatar jsonb not null default '{"default": 1}'::jsonb,
  email_opt_in boolean not null default true,
  -- The spec's rule: a leading @, then only letters, digits and ! # $ % & . _
  constraint user_data_display_name_allowed_characters
    check (display_name ~ '^@[A-Za-z0-9!#$%&._]{1,63}$'),
  constraint user_data_avatar_is_object check (jsonb_typeof(avatar) = 'object')
);

create table public.radar_chart (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  data jsonb not null,
  is_public boolean not null default false,
  is_approved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index radar_chart_user_id_index on public.radar_chart (user_id, updated_at desc);
create index radar_chart_feed_index on public.radar_chart (updated_at desc) where is_public and is_approved;

-- ---------------------------------------------------------------------------------------------
-- Chart data shape and size: { metadata: { name }, labels: [{ name }] (>= 3), data: [{ name, values }] (>= 1) }
-- A trigger rather than a bare CHECK so that each problem gets its own clear message.
-- ---------------------------------------------------------------------------------------------

create function public.radar_chart_data_problem(chart jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  label_count integer;
  data_set jsonb;
  data_set_number integer := 0;
  chart_value jsonb;
begin
  if octet_length(chart::text) > 262144 then
    return 'Chart data is too large (at most 256 KB)';
  end if;
  if jsonb_typeof(chart) <> 'object' then
    return 'Chart data must be an object with metadata, labels and data';
  end if;
  if jsonb_typeof(chart -> 'metadata') is distinct from 'object'
     or jsonb_typeof(chart -> 'metadata' -> 'name') is distinct from 'string' then
    return 'Chart metadata must be an object with a name';
  end if;
  if jsonb_typeof(chart -> 'labels') is distinct from 'array' then
    return 'Chart labels must be a list';
  end if;
  label_count := jsonb_array_length(chart -> 'labels');
  if label_count < 3 then
    return 'A chart needs at least 3 labels';
  end if;
  if exists (
    select from jsonb_array_elements(chart -> 'labels') as label
    where jsonb_typeof(label -> 'name') is distinct from 'string'
  ) then
    return 'Every chart label needs a name';
  end if;
  if jsonb_typeof(chart -> 'data') is distinct from 'array' or jsonb_array_length(chart -> 'data') < 1 then
    return 'A chart needs at least 1 data set';
  end if;
  for data_set in select element from jsonb_array_elements(chart -> 'data') as element loop
    data_set_number := data_set_number + 1;
    if jsonb_typeof(data_set -> 'name') is distinct from 'string' then
      return format('Data set %s needs a name', data_set_number);
    end if;
    if jsonb_typeof(data_set -> 'values') is distinct from 'array' then
      return format('Data set %s needs a list of values', data_set_number);
    end if;
    if jsonb_array_length(data_set -> 'values') <> label_count then
      return format('Data set %s has %s values for %s labels', data_set_number,
        jsonb_array_length(data_set -> 'values'), label_count);
    end if;
    for chart_value in select element from jsonb_array_elements(data_set -> 'values') as element loop
      if jsonb_typeof(chart_value) <> 'number' or (chart_value #>> '{}')::numeric not between 0 and 100 then
        return format('Data set %s has a value outside 0 to 100: %s', data_set_number, chart_value::text);
      end if;
    end loop;
  end loop;
  return null;
end;
$$;

-- Runs as the caller (no security definer): the row count is over the caller's own rows, which
-- row-level security always shows them, and current_user tells service_role apart.
create function public.radar_chart_before_write() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  problem text;
  chart_count integer;
begin
  if tg_op = 'INSERT' or new.data is distinct from old.data then
    problem := public.radar_chart_data_problem(new.data);
    if problem is not null then
      raise exception using errcode = '23514', message = problem;
    end if;
  end if;

  if tg_op = 'INSERT' or new.user_id is distinct from old.user_id then
    -- Serialise concurrent inserts of one user so two at once cannot both pass the count.
    perform pg_advisory_xact_lock(hashtextextended(new.user_id::text, 5));
    select count(*) into chart_count from public.radar_chart where user_id = new.user_id;
    if chart_count >= 5 then
      raise exception using errcode = '23514', message = 'You can save up to 5 charts',
        hint = 'Delete a cloud chart before saving another.';
    end if;
  end if;

  if tg_op = 'UPDATE' then
    new.updated_at := now();
    -- Changed content needs a new approval before it shows in the feed again.
    if new.data is distinct from old.data and current_user <> 'service_role' then
      new.is_approved := false;
    end if;
  end if;
  return new;
end;
$$;

create trigger radar_chart_before_write
  before insert or update on public.radar_chart
  for each row execute function public.radar_chart_before_write();

-- ---------------------------------------------------------------------------------------------
-- Row-level security: Postgres decides every access
-- ---------------------------------------------------------------------------------------------

alter table public.radar_chart enable row level security;
alter table public.user_data enable row level security;

create policy "Owners and the public feed can read charts" on public.radar_chart
  for select to anon, authenticated
  using ((is_public and is_approved) or user_id = (select auth.uid()));

create policy "Users insert their own charts" on public.radar_chart
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users update their own charts" on public.radar_chart
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own charts" on public.radar_chart
  for delete to authenticated
  using (user_id = (select auth.uid()));

-- Public profiles: everyone may read the rows; column grants below keep email_opt_in private.
create policy "Profiles are public" on public.user_data
  for select to anon, authenticated
  using (true);

create policy "Users create their own profile" on public.user_data
  for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Users update their own profile" on public.user_data
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- Column grants. Hosted Supabase grants everything to anon and authenticated by default, so revoke
-- first, then grant each role exactly the columns it may use. Only service_role sets is_approved.
-- email_opt_in is write-only for users: nobody but service_role can read it, not even through *.
-- ---------------------------------------------------------------------------------------------

revoke all on public.radar_chart, public.user_data from public, anon, authenticated;
revoke all on function public.radar_chart_data_problem(jsonb) from public, anon;
revoke all on function public.radar_chart_before_write() from public, anon, authenticated;
-- The trigger runs as the writer, so writers may call the (pure) validation function.
grant execute on function public.radar_chart_data_problem(jsonb) to authenticated, service_role;

grant select (id, user_id, data, is_public, is_approved, created_at, updated_at)
  on public.radar_chart to anon, authenticated;
grant insert (user_id, data, is_public) on public.radar_chart to authenticated;
grant update (data, is_public) on public.radar_chart to authenticated;
grant delete on public.radar_chart to authenticated;

grant select (id, display_name, avatar) on public.user_data to anon, authenticated;
grant insert (id, display_name, avatar, email_opt_in) on public.user_data to authenticated;
grant update (display_name, avatar, email_opt_in) on public.user_data to authenticated;

grant all on public.radar_chart, public.user_data to service_role;

-- ---------------------------------------------------------------------------------------------
-- The feed: public and approved charts, newest first, at most 25, with the author's profile.
-- security_invoker: the caller's own grants and policies apply.
-- ---------------------------------------------------------------------------------------------

create view public.radar_feed with (security_invoker = true) as
  select chart.id, chart.data, chart.updated_at, chart.user_id, profile.display_name, profile.avatar
  from public.radar_chart as chart
  left join public.user_data as profile on profile.id = chart.user_id
  where chart.is_public and chart.is_approved
  order by chart.updated_at desc
  limit 25;

revoke all on public.radar_feed from public, anon, authenticated;
grant select on public.radar_feed to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Share links: anyone may open one chart by its exact id, private or not. Never lists.
-- ---------------------------------------------------------------------------------------------

create function public.get_chart(chart_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select data from public.radar_chart where id = chart_id;
$$;

revoke all on function public.get_chart(uuid) from public;
grant execute on function public.get_chart(uuid) to anon, authenticated, service_role;
