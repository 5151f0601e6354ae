-- Course content (issue 17): a course is made of chapters, a chapter of lessons (video, reading
-- or quiz). The outline (chapters and lesson titles) is readable by anyone who can read the
-- course; a lesson's content (video and captions, reading text, quiz questions) only by whoever
-- public.can_access_lesson() lets in: free courses, free-preview lessons, premium members
-- (expiry included), admins and the course's owner. Quiz answer keys are never readable through
-- the API. Replaces the outline derived from the course's duration (course_week_count,
-- course_lesson_ids, complete_lesson); completion RPCs and progress rules are in
-- 20250201000200_lesson_completion.sql.
-- Errors raised here use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   course_premium_only.

-- ---------------------------------------------------------------------------------------------
-- The duration-derived outline goes
-- ---------------------------------------------------------------------------------------------

drop function public.complete_lesson(uuid, text);
drop function public.course_lesson_ids(text);
drop function public.course_week_count(text);

-- The old completions (text ids 'w<week>-<kind>') are kept aside until the course has real
-- lessons; public.convert_legacy_lesson_completions() (next migration) moves them over.
alter table public.lesson_completions rename to lesson_completions_legacy;
alter index public.lesson_completions_pkey rename to lesson_completions_legacy_pkey;
alter table public.lesson_completions_legacy
  rename constraint lesson_completions_enrollment_fkey to lesson_completions_legacy_enrollment_fkey;
drop policy "lesson_completions: a user reads their own" on public.lesson_completions_legacy;
revoke all on table public.lesson_completions_legacy from anon, authenticated;
comment on table public.lesson_completions_legacy is
  'Completions of the duration-derived outline (w<week>-<kind>), waiting to be converted to real lessons.';

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Whether the caller may write a course's content: admins and the course's owner.
create function public.can_edit_course(course_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select public.is_admin() or exists (
      select 1 from public.courses as c
      where c.id = can_edit_course.course_id and c.owner_id = auth.uid()
    )
  $$;

-- Whether the caller may follow a course and open all of its lessons: the course is visible to
-- them (published, or theirs, or they are admin) and it is free, or they have premium, or they
-- are admin or its owner.
create function public.can_access_course(course_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select (c.is_published or c.owner_id = auth.uid() or public.is_admin())
         and (not c.is_premium or public.has_premium() or public.is_admin()
              or c.owner_id = auth.uid())
      from public.courses as c
      where c.id = can_access_course.course_id
    ), false)
  $$;

-- ---------------------------------------------------------------------------------------------
-- course_chapters
-- ---------------------------------------------------------------------------------------------

create table public.course_chapters (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  position integer not null check (position >= 0),
  title_en text not null check (btrim(title_en) <> ''),
  title_ar text not null check (btrim(title_ar) <> ''),
  constraint course_chapters_id_course_unique unique (id, course_id),
  constraint course_chapters_course_position_unique unique (course_id, position)
);

comment on table public.course_chapters is 'A chapter of a course, in outline order (position).';

-- ---------------------------------------------------------------------------------------------
-- lessons
-- ---------------------------------------------------------------------------------------------

create table public.lessons (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  chapter_id uuid not null,
  position integer not null check (position >= 0),
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  kind text not null check (kind in ('video', 'reading', 'quiz')),
  title_en text not null check (btrim(title_en) <> ''),
  title_ar text not null check (btrim(title_ar) <> ''),
  duration_seconds integer not null check (duration_seconds > 0),
  is_free_preview boolean not null default false,
  constraint lessons_course_slug_unique unique (course_id, slug),
  constraint lessons_chapter_position_unique unique (chapter_id, position),
  constraint lessons_id_course_unique unique (id, course_id),
  -- A lesson belongs to a chapter of its own course.
  constraint lessons_chapter_fkey foreign key (chapter_id, course_id)
    references public.course_chapters (id, course_id) on delete cascade
);

comment on table public.lessons is
  'A lesson of a chapter: the outline, readable with the course; its content is in lesson_contents.';

create index lessons_chapter_course_idx on public.lessons (chapter_id, course_id);

-- Whether the caller may open a lesson's content (see the header).
create function public.can_access_lesson(lesson_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select (c.is_published or c.owner_id = auth.uid() or public.is_admin())
         and (not c.is_premium or l.is_free_preview or public.has_premium() or public.is_admin()
              or c.owner_id = auth.uid())
      from public.lessons as l
      join public.courses as c on c.id = l.course_id
      where l.id = can_access_lesson.lesson_id
    ), false)
  $$;

-- ---------------------------------------------------------------------------------------------
-- lesson_contents
-- ---------------------------------------------------------------------------------------------

create table public.lesson_contents (
  lesson_id uuid primary key references public.lessons (id) on delete cascade,
  -- Object names in the private bucket 'course-media': '<course-slug>/<lesson-slug>.webm',
  -- '<course-slug>/<lesson-slug>.en.vtt', '<course-slug>/<lesson-slug>.ar.vtt'.
  video_path text check (video_path is null or video_path !~ '(^|/)\.\.(/|$)'),
  caption_en_path text check (caption_en_path is null or caption_en_path !~ '(^|/)\.\.(/|$)'),
  caption_ar_path text check (caption_ar_path is null or caption_ar_path !~ '(^|/)\.\.(/|$)'),
  -- Reading lessons: Markdown in both languages.
  body_en text,
  body_ar text,
  -- Quiz lessons: the score (percent) that passes.
  pass_mark integer check (pass_mark between 0 and 100)
);

comment on table public.lesson_contents is
  'What a lesson teaches; readable only when public.can_access_lesson(lesson_id).';

create index lesson_contents_video_path_idx on public.lesson_contents (video_path);
create index lesson_contents_caption_en_path_idx on public.lesson_contents (caption_en_path);
create index lesson_contents_caption_ar_path_idx on public.lesson_contents (caption_ar_path);

-- ---------------------------------------------------------------------------------------------
-- quiz_questions and their answer keys
-- ---------------------------------------------------------------------------------------------

create table public.quiz_questions (
  id uuid primary key default gen_random_uuid(),
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  position integer not null check (position >= 0),
  kind text not null check (kind in ('single', 'multiple', 'short')),
  prompt_en text not null check (btrim(prompt_en) <> ''),
  prompt_ar text not null check (btrim(prompt_ar) <> ''),
  -- [{"id": "a", "text_en": …, "text_ar": …}], [] for short answers.
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  constraint quiz_questions_lesson_position_unique unique (lesson_id, position)
);

comment on table public.quiz_questions is 'A question of a quiz lesson; same access rule as the content.';

-- The answer key: no grant to anon or authenticated; only submit_quiz_attempt (as the owner)
-- and the service role read it.
create table public.quiz_answer_keys (
  question_id uuid primary key references public.quiz_questions (id) on delete cascade,
  correct_option_ids text[] not null default '{}',
  accepted_answers text[] not null default '{}'
);

comment on table public.quiz_answer_keys is 'Right options / accepted short answers; never readable through the API.';

-- ---------------------------------------------------------------------------------------------
-- quiz_attempts, lesson_watch_progress, lesson_completions
-- ---------------------------------------------------------------------------------------------

create table public.quiz_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  answers jsonb not null,
  score integer not null check (score between 0 and 100),
  passed boolean not null,
  created_at timestamptz not null default now()
);

comment on table public.quiz_attempts is 'Every quiz attempt of a learner; written only by rpc(''submit_quiz_attempt'').';

create index quiz_attempts_user_lesson_idx on public.quiz_attempts (user_id, lesson_id, created_at);
create index quiz_attempts_lesson_id_idx on public.quiz_attempts (lesson_id);

create table public.lesson_watch_progress (
  user_id uuid not null references public.profiles (id) on delete cascade,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  -- Where to resume, in seconds of the video.
  position_seconds numeric not null default 0 check (position_seconds >= 0),
  -- Share of the video actually watched (union of the watched segments).
  watched_percent integer not null default 0 check (watched_percent between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (user_id, lesson_id)
);

comment on table public.lesson_watch_progress is
  'Resume position and watched share of a video lesson; written only by rpc(''save_watch_progress'').';

create index lesson_watch_progress_lesson_id_idx on public.lesson_watch_progress (lesson_id);
create index lesson_watch_progress_user_updated_idx on public.lesson_watch_progress (user_id, updated_at);

-- The watched seconds themselves, kept out of the API.
create table public.lesson_watch_coverage (
  user_id uuid not null,
  lesson_id uuid not null,
  covered nummultirange not null default '{}',
  primary key (user_id, lesson_id),
  constraint lesson_watch_coverage_progress_fkey foreign key (user_id, lesson_id)
    references public.lesson_watch_progress (user_id, lesson_id) on delete cascade
);

create table public.lesson_completions (
  user_id uuid not null,
  course_id uuid not null,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  completed_at timestamptz not null default now(),
  primary key (user_id, lesson_id),
  -- Leaving a course drops its lesson progress with it, so re-joining starts again at 0 %
  -- (a certificate already issued is kept).
  constraint lesson_completions_enrollment_fkey foreign key (user_id, course_id)
    references public.enrollments (user_id, course_id) on delete cascade,
  constraint lesson_completions_lesson_course_fkey foreign key (lesson_id, course_id)
    references public.lessons (id, course_id) on delete cascade
);

comment on table public.lesson_completions is
  'A lesson a learner completed; written only by the completion RPCs.';

create index lesson_completions_user_course_idx on public.lesson_completions (user_id, course_id);
create index lesson_completions_lesson_course_idx on public.lesson_completions (lesson_id, course_id);
create index lesson_completions_course_id_idx on public.lesson_completions (course_id);

-- ---------------------------------------------------------------------------------------------
-- Row level security and grants
-- ---------------------------------------------------------------------------------------------

alter table public.course_chapters enable row level security;
alter table public.lessons enable row level security;
alter table public.lesson_contents enable row level security;
alter table public.quiz_questions enable row level security;
alter table public.quiz_answer_keys enable row level security;
alter table public.quiz_attempts enable row level security;
alter table public.lesson_watch_progress enable row level security;
alter table public.lesson_watch_coverage enable row level security;
alter table public.lesson_completions enable row level security;

-- The outline: whoever reads the course (its own policy decides) reads its chapters and lessons.
create policy "course_chapters: readable with the course"
  on public.course_chapters for select to anon, authenticated
  using (exists (select 1 from public.courses as c where c.id = course_id));
create policy "course_chapters: owners and admins insert"
  on public.course_chapters for insert to authenticated
  with check (public.can_edit_course(course_id));
create policy "course_chapters: owners and admins update"
  on public.course_chapters for update to authenticated
  using (public.can_edit_course(course_id)) with check (public.can_edit_course(course_id));
create policy "course_chapters: owners and admins delete"
  on public.course_chapters for delete to authenticated
  using (public.can_edit_course(course_id));

create policy "lessons: readable with the course"
  on public.lessons for select to anon, authenticated
  using (exists (select 1 from public.courses as c where c.id = course_id));
create policy "lessons: owners and admins insert"
  on public.lessons for insert to authenticated
  with check (public.can_edit_course(course_id));
create policy "lessons: owners and admins update"
  on public.lessons for update to authenticated
  using (public.can_edit_course(course_id)) with check (public.can_edit_course(course_id));
create policy "lessons: owners and admins delete"
  on public.lessons for delete to authenticated
  using (public.can_edit_course(course_id));

-- The content: only whoever may open the lesson.
create policy "lesson_contents: readable when the lesson is accessible"
  on public.lesson_contents for select to anon, authenticated
  using (public.can_access_lesson(lesson_id));
create policy "lesson_contents: owners and admins write"
  on public.lesson_contents for all to authenticated
  using (public.can_edit_course((select l.course_id from public.lessons as l where l.id = lesson_id)))
  with check (public.can_edit_course((select l.course_id from public.lessons as l where l.id = lesson_id)));

create policy "quiz_questions: readable when the lesson is accessible"
  on public.quiz_questions for select to anon, authenticated
  using (public.can_access_lesson(lesson_id));
create policy "quiz_questions: owners and admins write"
  on public.quiz_questions for all to authenticated
  using (public.can_edit_course((select l.course_id from public.lessons as l where l.id = lesson_id)))
  with check (public.can_edit_course((select l.course_id from public.lessons as l where l.id = lesson_id)));

create policy "quiz_attempts: a user reads their own"
  on public.quiz_attempts for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

create policy "lesson_watch_progress: a user reads their own"
  on public.lesson_watch_progress for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

create policy "lesson_completions: a user reads their own"
  on public.lesson_completions for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

revoke all on table public.course_chapters, public.lessons, public.lesson_contents,
  public.quiz_questions, public.quiz_answer_keys, public.quiz_attempts,
  public.lesson_watch_progress, public.lesson_watch_coverage, public.lesson_completions
  from anon, authenticated;
grant select on table public.course_chapters, public.lessons, public.lesson_contents,
  public.quiz_questions to anon, authenticated;
grant insert, update, delete on table public.course_chapters, public.lessons,
  public.lesson_contents, public.quiz_questions to authenticated;
grant select on table public.quiz_attempts, public.lesson_watch_progress,
  public.lesson_completions to authenticated;
grant all on table public.course_chapters, public.lessons, public.lesson_contents,
  public.quiz_questions, public.quiz_answer_keys, public.quiz_attempts,
  public.lesson_watch_progress, public.lesson_watch_coverage, public.lesson_completions
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- enrollments: premium courses need access
-- ---------------------------------------------------------------------------------------------

-- API callers enrol in a premium course only with premium (or as admin / the course's owner);
-- the service role and the database owner may enrol anyone.
create function public.enforce_enrollment_access() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if current_user in ('anon', 'authenticated') and exists (
    select 1 from public.courses as c where c.id = new.course_id and c.is_premium
  ) and not public.can_access_course(new.course_id) then
    raise exception 'This course is part of Premium. Upgrade to enrol in it.'
      using errcode = 'P0001', detail = 'course_premium_only';
  end if;
  return new;
end
$$;

create trigger enrollments_enforce_access
  before insert on public.enrollments
  for each row execute function public.enforce_enrollment_access();

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

grant execute on function public.can_access_lesson(uuid) to anon, authenticated, service_role;
grant execute on function public.can_access_course(uuid) to anon, authenticated, service_role;
grant execute on function public.can_edit_course(uuid) to anon, authenticated, service_role;
revoke execute on function public.enforce_enrollment_access() from anon, authenticated, public;
