-- A chart id inserted while the chart that holds it is being deleted was taken: the check for deleted
-- ids ran before the deleting transaction committed (its id not yet remembered), and the primary key
-- then let the insert through once the old row was gone. Another user who knew the id (a share link)
-- could so bring it back under their own chart. The check now first waits for any transaction that is
-- deleting (or otherwise locking) the row with that id, then reads the deleted ids afresh: a plpgsql
-- statement in read committed sees what committed before it started.
-- FOR KEY SHARE conflicts with a delete but not with an update of a row's data or is_public.
-- Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.
create or replace function public.radar_chart_refuse_deleted_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform from public.radar_chart where id = new.id for key share;
  if exists (select from public.radar_chart_deleted_id where id = new.id) then
    raise exception using errcode = '23505', message = 'This chart id belonged to a deleted chart',
      hint = 'Insert the chart with another id.';
  end if;
  return new;
end;
$$;

revoke all on function public.radar_chart_refuse_deleted_id() from public, anon, authenticated;
