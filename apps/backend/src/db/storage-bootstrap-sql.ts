/**
 * What a hosted Supabase project's Storage already has before its migrations run: the `storage`
 * schema with Supabase's `buckets` and `objects` tables (Supabase's column names and types), the
 * helpers policies use (`storage.foldername()`, `storage.filename()`, `storage.extension()`), RLS
 * on both tables with no policy (so only the service role reads or writes until a migration adds
 * policies) and the grants Supabase gives the API roles. Seeds and policies written for hosted
 * Supabase (`insert into storage.buckets …`, `using (storage.foldername(name))[1] = …`) therefore
 * run unchanged. Idempotent; not a migration and never deployed.
 */
export const STORAGE_BOOTSTRAP_SQL = /* sql */ `
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

-- The folders of an object name: 'a/b/c.png' → {a,b}.
create or replace function storage.foldername(name text) returns text[]
  language sql immutable
  as $$ select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1] $$;

-- The last segment of an object name: 'a/b/c.png' → 'c.png'.
create or replace function storage.filename(name text) returns text
  language sql immutable
  as $$ select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))] $$;

-- What follows the last dot of the file name: 'a/b/c.tar.gz' → 'gz'.
create or replace function storage.extension(name text) returns text
  language sql immutable
  as $$ select reverse(split_part(reverse(storage.filename(name)), '.', 1)) $$;

-- Not on hosted Supabase: the ids of signed upload URLs already used (this server lets each be
-- used once), kept until they expire. Only the server, acting as the service role for a signed
-- upload, reads or writes it.
create table if not exists storage.used_upload_tokens (
  id uuid primary key,
  expires_at timestamptz not null
);
revoke all on storage.used_upload_tokens from public, anon, authenticated;
grant select, insert, delete on storage.used_upload_tokens to service_role;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
`
