-- Writes the views do not support answered 500. DELETE on user_data (the profile view, which has
-- INSTEAD OF triggers for insert and update only) and any write to radar_feed (a join with a LIMIT)
-- failed in PostgreSQL's rewriter, "cannot delete from view" (55000), before any permission check:
-- any anonymous client could make the API answer 500, and the caller learnt nothing useful.
-- With an INSTEAD OF trigger in place the rewriter lets the statement through, so the privilege
-- check comes first and refuses roles without the grant (42501: 401 for anon, 403 signed in), as
-- for every other write they may not make. A role that holds the grant (service_role) reaches the
-- trigger, which refuses with the same code and says what to do instead.
-- Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.

create function public.refuse_view_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'user_data' then
    raise exception using errcode = '42501', message = 'A profile cannot be deleted through user_data',
      hint = 'A profile goes with its account (delete the auth user), or delete from user_profile as the service role.';
  end if;
  raise exception using errcode = '42501', message = format('%s is read-only', tg_table_name),
    hint = 'Write to radar_chart instead.';
end;
$$;

revoke all on function public.refuse_view_write() from public, anon, authenticated;

create trigger user_data_refuse_delete
  instead of delete on public.user_data
  for each row execute function public.refuse_view_write();

create trigger radar_feed_refuse_write
  instead of insert or update or delete on public.radar_feed
  for each row execute function public.refuse_view_write();
