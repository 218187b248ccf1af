-- The app chooses a new cloud chart's id itself, once per backup, and sends the same id again when it
-- retries: a backup whose answer was lost (the connection dropped after the insert, or the browser
-- was closed) then meets its own row instead of making a second one, which took one of the user's 5
-- slots. A repeated insert fails on the primary key (23505, HTTP 409 from PostgREST and the local
-- backend), and the app reads the row back by id.
grant insert (id) on public.radar_chart to authenticated;

-- A chosen id must never bring back a deleted chart's id: its old share links, posted anywhere, would
-- then show whatever someone else saved under it. Deleted ids are remembered (ids only: no content,
-- no owner) and refused with the same 23505 as a live row's.
create table public.radar_chart_deleted_id (
  id uuid primary key,
  deleted_at timestamptz not null default now()
);

alter table public.radar_chart_deleted_id enable row level security;
revoke all on public.radar_chart_deleted_id from public, anon, authenticated;
grant all on public.radar_chart_deleted_id to service_role;

-- security definer: the writer has no access to the table of deleted ids, and must not have any.
create function public.radar_chart_remember_deleted_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.radar_chart_deleted_id (id) values (old.id) on conflict (id) do nothing;
  return old;
end;
$$;

create function public.radar_chart_refuse_deleted_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select from public.radar_chart_deleted_id where id = new.id) then
    raise exception using errcode = '23505', message = 'This chart id belonged to a deleted chart',
      hint = 'Insert the chart with another id.';
  end if;
  return new;
end;
$$;

revoke all on function public.radar_chart_remember_deleted_id() from public, anon, authenticated;
revoke all on function public.radar_chart_refuse_deleted_id() from public, anon, authenticated;

create trigger radar_chart_remember_deleted_id
  after delete on public.radar_chart
  for each row execute function public.radar_chart_remember_deleted_id();

create trigger radar_chart_refuse_deleted_id
  before insert or update of id on public.radar_chart
  for each row execute function public.radar_chart_refuse_deleted_id();
