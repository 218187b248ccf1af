-- An avatar holds only what the app draws: the index of an unlocked avatar and, optionally, a hex
-- background colour.
--
-- Until now the only check was that avatar is a JSON object, so through the API a profile could
-- - set backgroundColor to any CSS, such as url(https://tracker.example/pixel.png), which the browser
--   of everyone shown that avatar (feed cards, chart pages, the moderation queue) then fetched;
-- - pick an avatar the spec keeps locked: an avatar whose required achievement is above 0 (Caveman,
--   index 6), which nobody can unlock yet.
-- The avatar list is the app's (app/src/features/account/avatars.ts); indexes 0 to 5 need no
-- achievement. Widen the list below when an avatar is added or unlocked; a backend test walks the
-- app's list, so the two cannot drift apart unnoticed.
-- Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.

create function public.avatar_is_allowed(avatar jsonb) returns boolean
  language sql
  immutable
  set search_path = ''
as $$
  -- coalesce: a missing key makes the test null, and a check constraint lets null through.
  select coalesce(
    jsonb_typeof(avatar) = 'object'
    and avatar - 'default' - 'backgroundColor' = '{}'::jsonb
    and jsonb_typeof(avatar -> 'default') = 'number'
    and (avatar ->> 'default') in ('0', '1', '2', '3', '4', '5')
    and (
      not avatar ? 'backgroundColor'
      or (
        jsonb_typeof(avatar -> 'backgroundColor') = 'string'
        and (avatar ->> 'backgroundColor') ~ '^#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$'
      )
    ),
    false
  )
$$;

-- Rows written before the check: a hostile background colour is dropped, anything else that does not
-- fit (a locked or unknown avatar, extra keys) becomes the default avatar, the Sun.
update public.user_profile
  set avatar = avatar - 'backgroundColor'
  where not public.avatar_is_allowed(avatar)
    and public.avatar_is_allowed(avatar - 'backgroundColor');
update public.user_profile
  set avatar = '{"default": 1}'::jsonb
  where not public.avatar_is_allowed(avatar);

alter table public.user_profile
  add constraint user_profile_avatar_allowed check (public.avatar_is_allowed(avatar));
