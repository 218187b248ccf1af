-- user_data privacy and the feed's embed.
--
-- The spec's calls need, on one name `user_data`:
--   - the owner reads their whole row with select('*') (email_opt_in included) and updates avatar and
--     display_name;
--   - anyone reads display names and avatars (the feed embeds radar_chart -> user_data(avatar));
--   - nobody else ever sees email_opt_in.
-- Column grants are per role, not per row, so one table cannot do this. user_data becomes a view over
-- a public profile table and an owner-only settings table: the owner's row shows their email_opt_in,
-- every other row shows null there. The view is security_invoker, so each table's own row-level
-- security and grants apply to whoever reads it.
--
-- The feed's `radar_chart?select=*,user_data(avatar)` needs a direct foreign key from radar_chart to
-- the table behind user_data (PostgREST infers the view's relationship from it), so a chart's owner
-- always has a profile row. The app's "insert if missing" of the spec no longer races: a repeated
-- insert through the view changes nothing and is no error (sign-up used to log a 409).
-- Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.

-- ---------------------------------------------------------------------------------------------
-- Tables: the public profile (the old user_data table, renamed) and the private settings
-- ---------------------------------------------------------------------------------------------

alter table public.user_data rename to user_profile;

create table public.user_private (
  id uuid primary key references public.user_profile (id) on delete cascade,
  email_opt_in boolean not null default true
);

insert into public.user_private (id, email_opt_in)
  select id, email_opt_in from public.user_profile;

-- Every chart owner gets a profile (and settings): the foreign key below needs one.
insert into public.user_profile (id, display_name)
  select users.id,
         '@' || coalesce(nullif(left(regexp_replace(split_part(users.email, '@', 1), '[^A-Za-z0-9!#$%&._]', '', 'g'), 63), ''), 'user')
  from auth.users as users
  where exists (select from public.radar_chart as chart where chart.user_id = users.id)
    and not exists (select from public.user_profile as profile where profile.id = users.id);
insert into public.user_private (id)
  select profile.id from public.user_profile as profile
  where not exists (select from public.user_private as settings where settings.id = profile.id);

-- radar_feed (the first feed view) reads avatar and display_name only; it keeps working on the
-- renamed table. Drop the column only now that its values are copied.
alter table public.user_profile drop column email_opt_in;

alter table public.radar_chart
  add constraint radar_chart_user_id_profile_fkey
  foreign key (user_id) references public.user_profile (id) on delete cascade;

-- ---------------------------------------------------------------------------------------------
-- A chart's owner always has a profile (the foreign key above needs it). The app creates the profile
-- on the first visit of the account page, as the spec says; a chart saved before that gets the same
-- row the app would have made: display name "@" plus the e-mail's local part (only the characters
-- display names allow), avatar {default: 1}, email_opt_in true. security definer: it reads the
-- e-mail from auth.users. Row-level security on radar_chart still checks the chart's user_id
-- afterwards, and a refused insert rolls this back with it.
-- ---------------------------------------------------------------------------------------------

create function public.radar_chart_ensure_profile() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.user_id is not distinct from old.user_id then
    return new;
  end if;
  insert into public.user_profile (id, display_name)
    select users.id,
           '@' || coalesce(nullif(left(regexp_replace(split_part(users.email, '@', 1), '[^A-Za-z0-9!#$%&._]', '', 'g'), 63), ''), 'user')
    from auth.users as users
    where users.id = new.user_id
    on conflict (id) do nothing;
  insert into public.user_private (id)
    select profile.id from public.user_profile as profile where profile.id = new.user_id
    on conflict (id) do nothing;
  return new;
end;
$$;

revoke all on function public.radar_chart_ensure_profile() from public, anon, authenticated;

create trigger radar_chart_ensure_profile
  before insert or update of user_id on public.radar_chart
  for each row execute function public.radar_chart_ensure_profile();

-- ---------------------------------------------------------------------------------------------
-- The user_data view and its writes
-- ---------------------------------------------------------------------------------------------

create view public.user_data with (security_invoker = true) as
  select profile.id, profile.display_name, profile.avatar, settings.email_opt_in
  from public.user_profile as profile
  left join public.user_private as settings on settings.id = profile.id;

alter view public.user_data alter column id set default auth.uid();
alter view public.user_data alter column avatar set default '{"default": 1}'::jsonb;
alter view public.user_data alter column email_opt_in set default true;

-- Runs as the caller: the tables' policies decide, exactly as for direct writes.
create function public.user_data_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.id := coalesce(new.id, auth.uid());
    new.avatar := coalesce(new.avatar, '{"default": 1}'::jsonb);
    new.email_opt_in := coalesce(new.email_opt_in, true);
    -- The profile exists once: made at sign-up, or by the first of two clients creating it at the
    -- same moment. A repeated insert keeps the existing row and is no error.
    insert into public.user_profile (id, display_name, avatar)
      values (new.id, new.display_name, new.avatar)
      on conflict (id) do nothing;
    insert into public.user_private (id, email_opt_in)
      values (new.id, new.email_opt_in)
      on conflict (id) do nothing;
    return new;
  end if;

  if new.id is distinct from old.id then
    raise exception using errcode = '42501', message = 'The id of a profile cannot change';
  end if;
  -- Returning null when row-level security left nothing to change: the row does not count as updated.
  if new.display_name is distinct from old.display_name or new.avatar is distinct from old.avatar then
    update public.user_profile set display_name = new.display_name, avatar = new.avatar where id = old.id;
    if not found then
      return null;
    end if;
  end if;
  if new.email_opt_in is distinct from old.email_opt_in then
    update public.user_private set email_opt_in = new.email_opt_in where id = old.id;
    if not found then
      return null;
    end if;
  end if;
  return new;
end;
$$;

revoke all on function public.user_data_write() from public, anon;
grant execute on function public.user_data_write() to authenticated, service_role;

create trigger user_data_write
  instead of insert or update on public.user_data
  for each row execute function public.user_data_write();

-- ---------------------------------------------------------------------------------------------
-- Row-level security and grants. user_profile keeps the first migration's policies (everyone reads,
-- owners insert and update their own row); user_private is owner-only in every way.
-- ---------------------------------------------------------------------------------------------

alter table public.user_private enable row level security;

create policy "Owners read their settings" on public.user_private
  for select to authenticated
  using (id = (select auth.uid()));

create policy "Owners create their settings" on public.user_private
  for insert to authenticated
  with check (id = (select auth.uid()));

create policy "Owners update their settings" on public.user_private
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

revoke all on public.user_profile, public.user_private, public.user_data from public, anon, authenticated;

grant select (id, display_name, avatar) on public.user_profile to anon, authenticated;
grant insert (id, display_name, avatar) on public.user_profile to authenticated;
grant update (display_name, avatar) on public.user_profile to authenticated;

-- anon may name the columns (the view reads them) but no policy lets anon see a row.
grant select (id, email_opt_in) on public.user_private to anon, authenticated;
grant insert (id, email_opt_in) on public.user_private to authenticated;
grant update (email_opt_in) on public.user_private to authenticated;

grant select on public.user_data to anon, authenticated;
grant insert (id, display_name, avatar, email_opt_in) on public.user_data to authenticated;
grant update (display_name, avatar, email_opt_in) on public.user_data to authenticated;

grant all on public.user_profile, public.user_private, public.user_data to service_role;
