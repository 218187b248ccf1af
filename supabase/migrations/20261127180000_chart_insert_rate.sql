-- At most 30 new cloud charts an hour per user. Nothing limited how often a signed-in user could
-- save a chart and delete it again: the 5-chart limit counts live rows only, and every delete
-- remembers its id for good (radar_chart_deleted_id, so that old share links never show another
-- chart). One client saving and deleting in a loop added about 25 remembered ids a second, over two
-- million a day, without end. A person backs up a handful of charts; 30 an hour leaves room to
-- delete and back up again many times. The service role (scripts, moderation) is not limited.
-- Only inserts that succeed count: a refused one (the sixth chart, bad data, this limit) rolls its
-- count back with it. Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.

create table public.radar_chart_insert_rate (
  user_id uuid primary key references auth.users (id) on delete cascade,
  window_start timestamptz not null,
  insert_count integer not null
);

alter table public.radar_chart_insert_rate enable row level security;
revoke all on public.radar_chart_insert_rate from public, anon, authenticated;
grant all on public.radar_chart_insert_rate to service_role;

-- Security definer: it writes the rate table, which nobody else may touch. Keyed by the caller's
-- own account (auth.uid()); the service role has none and is not counted.
create function public.radar_chart_insert_rate_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  inserts integer;
begin
  if actor is null then
    return new;
  end if;
  insert into public.radar_chart_insert_rate as rate (user_id, window_start, insert_count)
    values (actor, now(), 1)
  on conflict (user_id) do update set
    window_start = case when rate.window_start <= now() - interval '1 hour' then now()
                        else rate.window_start end,
    insert_count = case when rate.window_start <= now() - interval '1 hour' then 1
                        else rate.insert_count + 1 end
  returning insert_count into inserts;
  if inserts > 30 then
    -- PTxyz: PostgREST answers with HTTP status xyz (429 Too Many Requests).
    raise exception using errcode = 'PT429', message = 'Too many charts saved: at most 30 new cloud charts an hour',
      hint = 'Wait an hour, then save the chart again.';
  end if;
  return new;
end;
$$;

revoke all on function public.radar_chart_insert_rate_limit() from public, anon, authenticated;

create trigger radar_chart_insert_rate_limit
  before insert on public.radar_chart
  for each row execute function public.radar_chart_insert_rate_limit();
