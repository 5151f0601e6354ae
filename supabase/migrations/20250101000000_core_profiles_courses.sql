-- The platform's core: profiles (one per auth user) and the course catalogue.
-- Deployable unchanged to a hosted Supabase project (roles anon, authenticated, service_role and
-- the auth schema exist there already; locally the backend's bootstrap creates them).

create type public.user_type as enum ('student', 'teacher');
create type public.preferred_language as enum ('en', 'ar');
create type public.course_difficulty as enum ('beginner', 'intermediate', 'advanced');

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Admin is app_metadata.role = 'admin' in the caller's JWT. Only the service role can write
-- app_metadata; user_metadata is user-editable and never consulted for roles.
create function public.is_admin() returns boolean
  language sql stable
  set search_path = ''
  as $$ select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false) $$;

create function public.has_no_duplicates(items text[]) returns boolean
  language sql immutable
  set search_path = ''
  as $$ select coalesce(cardinality(items) = (select count(distinct item) from unnest(items) as item), true) $$;

create function public.touch_updated_at() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  user_type public.user_type not null default 'student',
  preferred_language public.preferred_language not null default 'en',
  xp integer not null default 0 check (xp >= 0),
  badges text[] not null default '{}' check (public.has_no_duplicates(badges)),
  onboarding_completed boolean not null default false,
  onboarding_step integer not null default 1 check (onboarding_step between 1 and 3),
  active_subscription text not null default 'free',
  subscription_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per user: gamification, onboarding and subscription state.';

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_updated_at();

-- xp only rises and badges are only added (never removed, never duplicated) when a user writes
-- their own row through the API; the service role and the database owner may correct data.
create function public.guard_profile_progress() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if current_user in ('anon', 'authenticated') then
    if new.xp < old.xp then
      raise exception 'xp can only increase (from % to %)', old.xp, new.xp
        using errcode = 'check_violation', hint = 'Send an xp value at least as high as the stored one.';
    end if;
    if not (new.badges @> old.badges) then
      raise exception 'badges can only be added, never removed'
        using errcode = 'check_violation', hint = 'Send every stored badge plus the new ones.';
    end if;
  end if;
  if not public.has_no_duplicates(new.badges) then
    raise exception 'badges must not contain duplicates'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger profiles_guard_progress
  before update on public.profiles
  for each row execute function public.guard_profile_progress();

-- A profile per new auth user, from the sign-up metadata (name, user_type).
create function public.handle_new_user() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  requested_type text := meta ->> 'user_type';
  requested_language text := coalesce(meta ->> 'preferred_language', meta ->> 'language');
begin
  insert into public.profiles (id, full_name, user_type, preferred_language)
  values (
    new.id,
    nullif(btrim(coalesce(meta ->> 'name', meta ->> 'full_name', '')), ''),
    case when requested_type in ('student', 'teacher') then requested_type::public.user_type else 'student' end,
    case when requested_language in ('en', 'ar') then requested_language::public.preferred_language else 'en' end
  );
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

alter table public.profiles enable row level security;

create policy "profiles: a user reads their own row"
  on public.profiles for select to authenticated
  using (id = auth.uid());

create policy "profiles: admins read every row"
  on public.profiles for select to authenticated
  using (public.is_admin());

create policy "profiles: a user updates their own row"
  on public.profiles for update to authenticated
  using (id = auth.uid())
  with check (id = auth.uid());

-- Supabase grants everything on new public tables by default; narrow it down explicitly.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (xp, badges, onboarding_completed, onboarding_step, full_name, preferred_language)
  on table public.profiles to authenticated;
grant all on table public.profiles to service_role;

-- ---------------------------------------------------------------------------------------------
-- courses
-- ---------------------------------------------------------------------------------------------

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title_en text not null,
  title_ar text not null,
  description_en text not null,
  description_ar text not null,
  thumbnail_url text,
  instructor_name text not null,
  instructor_avatar_url text,
  difficulty public.course_difficulty not null,
  duration text not null,
  is_premium boolean not null default false,
  rating numeric(2, 1) not null default 0 check (rating between 0 and 5),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.courses is 'The course catalogue: card data in English and Arabic.';

create trigger courses_touch_updated_at
  before update on public.courses
  for each row execute function public.touch_updated_at();

alter table public.courses enable row level security;

create policy "courses: everyone reads the catalogue"
  on public.courses for select to anon, authenticated
  using (true);

create policy "courses: admins insert"
  on public.courses for insert to authenticated
  with check (public.is_admin());

create policy "courses: admins update"
  on public.courses for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "courses: admins delete"
  on public.courses for delete to authenticated
  using (public.is_admin());

revoke all on table public.courses from anon, authenticated;
grant select on table public.courses to anon, authenticated;
grant insert, update, delete on table public.courses to authenticated;
grant all on table public.courses to service_role;

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.handle_new_user() from anon, authenticated, public;
revoke execute on function public.guard_profile_progress() from anon, authenticated, public;
