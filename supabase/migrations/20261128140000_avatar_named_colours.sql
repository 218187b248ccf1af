-- An avatar's background colour may also be a CSS colour name: the spec gives avatars an
-- "optional backgroundColor default black", and `{ backgroundColor: 'black' }` was refused
-- (only hex was allowed). A name is letters only, so it still cannot carry any other CSS (no
-- url(), no second declaration): a word that names no colour is ignored by the browser.
-- Plain PostgreSQL 15+ syntax; runs the same on hosted Supabase.

create or replace function public.avatar_is_allowed(avatar jsonb) returns boolean
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
        and (avatar ->> 'backgroundColor')
          ~ '^(#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|[A-Za-z]{3,20})$'
      )
    ),
    false
  )
$$;
