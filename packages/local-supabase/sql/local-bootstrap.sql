-- LOCAL ONLY. What hosted Supabase already provides before any migration runs: the API roles, the
-- auth schema with its users, auth.uid()/auth.role()/auth.jwt(), and Supabase's default grants.
-- Idempotent: runs on every start, before supabase/migrations.

do $$
declare
  role_definition text[];
begin
  -- Roles are cluster-wide: another database on the same server may be creating them right now.
  foreach role_definition slice 1 in array array[
    ['anon', 'nologin noinherit'],
    ['authenticated', 'nologin noinherit'],
    ['service_role', 'nologin noinherit bypassrls']
  ] loop
    if not exists (select from pg_roles where rolname = role_definition[1]) then
      begin
        execute format('create role %I %s', role_definition[1], role_definition[2]);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- The server's own login switches to these roles per request (hosted: the authenticator role).
  execute format('grant anon, authenticated, service_role to %I', current_user);
end;
$$;

create schema if not exists auth;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text not null unique,
  encrypted_password text not null,
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  recovery_token text,
  recovery_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  token text primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);

-- When a token was used, and the token that replaced it: within GoTrue's reuse interval the used
-- token gets that same replacement again (see refreshSession), so a retry forks nothing. The
-- replacement is kept in the clear only until the interval is over.
alter table auth.refresh_tokens add column if not exists revoked_at timestamptz;
alter table auth.refresh_tokens add column if not exists replaced_by text;

create index if not exists refresh_tokens_session_index on auth.refresh_tokens (session_id);

-- As Supabase defines them. nullif: after a transaction the setting reads '' rather than NULL.
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(
      nullif(current_setting('request.jwt.claim.sub', true), ''),
      (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.jwt() to anon, authenticated, service_role;
-- Foreign keys from public tables to auth.users are checked as the table owner: no grant needed.

-- Supabase's defaults for objects the migrations create in public (the migrations revoke them).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
