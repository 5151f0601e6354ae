-- Progress tracking: which courses a user follows and how far they are.

create table public.enrollments (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  progress_percent integer not null default 0 check (progress_percent between 0 and 100),
  enrolled_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, course_id)
);

comment on table public.enrollments is 'A user following a course, with their progress in percent.';

create index enrollments_course_id_idx on public.enrollments (course_id);

create trigger enrollments_touch_updated_at
  before update on public.enrollments
  for each row execute function public.touch_updated_at();

alter table public.enrollments enable row level security;

create policy "enrollments: a user reads their own"
  on public.enrollments for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

create policy "enrollments: a user enrols themselves"
  on public.enrollments for insert to authenticated
  with check (user_id = auth.uid());

create policy "enrollments: a user updates their own"
  on public.enrollments for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

create policy "enrollments: a user leaves a course"
  on public.enrollments for delete to authenticated
  using (user_id = auth.uid());

revoke all on table public.enrollments from anon, authenticated;
grant select, delete on table public.enrollments to authenticated;
grant insert (user_id, course_id, progress_percent) on table public.enrollments to authenticated;
grant update (progress_percent) on table public.enrollments to authenticated;
grant all on table public.enrollments to service_role;

-- Catalogue search in both languages, callable as rpc('search_courses', { query }).
create function public.search_courses(query text)
  returns setof public.courses
  language sql stable
  set search_path = ''
  as $$
    select c.* from public.courses as c
    where c.title_en ilike '%' || query || '%'
       or c.title_ar ilike '%' || query || '%'
       or c.description_en ilike '%' || query || '%'
    order by c.title_en
  $$;

grant execute on function public.search_courses(text) to anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;
