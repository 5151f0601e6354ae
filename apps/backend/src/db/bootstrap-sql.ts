/**
 * What a hosted Supabase project already has before its migrations run, recreated locally:
 * the API roles, the `auth` schema with the tables and functions this backend uses (Supabase's
 * column names), the default privileges Supabase grants on `public`, and the migration ledger.
 * It is idempotent and safe to run against a cluster that other databases share (roles are
 * cluster-wide, so each is created only when missing and a concurrent creation is tolerated).
 * It is not a migration and is never deployed.
 */
export const BOOTSTRAP_SQL = /* sql */ `
do $bootstrap$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls')
    ) as r(name, options)
  loop
    if not exists (select 1 from pg_roles where rolname = wanted.name) then
      begin
        execute format('create role %I %s', wanted.name, wanted.options);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
  -- A non-superuser connection must be able to switch to the API roles.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$bootstrap$;

-- Supabase's statement timeouts (anon 3 s, authenticated 8 s, service_role none). Supabase sets
-- them cluster-wide; here they are set for this database only, so a shared cluster's other
-- databases are untouched and concurrent bootstraps never update the same row. /rest/v1 applies
-- them per transaction (src/rest/role-settings.ts).
do $timeouts$
declare
  wanted record;
begin
  for wanted in select * from (values ('anon', '3s'), ('authenticated', '8s')) as t(name, value)
  loop
    if not exists (
      select 1 from pg_db_role_setting s
      join pg_roles r on r.oid = s.setrole
      join pg_database d on d.oid = s.setdatabase
      where r.rolname = wanted.name and d.datname = current_database()
        and ('statement_timeout=' || wanted.value) = any (s.setconfig)
    ) then
      begin
        execute format('alter role %I in database %I set statement_timeout = %L',
          wanted.name, current_database(), wanted.value);
      exception when insufficient_privilege then
        raise warning 'statement_timeout of % not set: % may not alter it', wanted.name, current_user;
      end;
    end if;
  end loop;
end
$timeouts$;

create schema if not exists auth;
create schema if not exists supabase_migrations;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  inserted_at timestamptz not null default now()
);

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);
create index if not exists users_recovery_token_idx on auth.users (recovery_token);
-- GoTrue's e-mail change, reauthentication and phone change columns (added later, so also on
-- databases bootstrapped before them).
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists email_change_confirm_status smallint default 0;
alter table auth.users add column if not exists reauthentication_token varchar(255) default '';
alter table auth.users add column if not exists reauthentication_sent_at timestamptz;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users(id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions(id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);

create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions(id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (session_id, authentication_method)
);

do $types$
begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end
$types$;
do $types$
begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end
$types$;

create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users(id) on delete cascade,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text,
  last_challenged_at timestamptz unique
);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors(id) on delete cascade,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- Local-only: the asymmetric key pair access tokens are signed with when JWT_SIGNING_KEYS is not
-- set (one row; hosted projects manage their own signing keys).
create table if not exists auth.local_signing_keys (
  id smallint primary key check (id = 1),
  private_jwk jsonb not null,
  created_at timestamptz not null default now()
);

-- GoTrue's PKCE flow states: a code challenge waiting for its e-mail link, then an auth code.
create table if not exists auth.flow_state (
  id uuid primary key,
  user_id uuid references auth.users(id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  created_at timestamptz,
  updated_at timestamptz,
  authentication_method text not null,
  auth_code_issued_at timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

-- Local-only: mail that would be sent, shown at /outbox (no SMTP needed).
create table if not exists auth.mail_outbox (
  id bigserial primary key,
  kind text not null,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
  language sql stable
  as $$ select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb $$;

create or replace function auth.uid() returns uuid
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'sub', '')::uuid $$;

create or replace function auth.role() returns text
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'role', '') $$;

create or replace function auth.email() returns text
  language sql stable
  as $$ select nullif(auth.jwt() ->> 'email', '') $$;

grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
`
