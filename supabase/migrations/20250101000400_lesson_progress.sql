-- Lesson progress (spec: course page, /progress and /certificates): which lessons of a course a
-- learner has completed, kept by the server. A learner completes a lesson only through
-- rpc('complete_lesson', { course_id, lesson_id }), which records it once and recomputes the
-- enrollment's progress_percent; learners can no longer write progress_percent themselves, so a
-- certificate (issued by the enrollments trigger at 100 %) has to be earned lesson by lesson.
-- Errors raised here use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   lesson_not_signed_in, lesson_not_enrolled, lesson_unknown.

-- ---------------------------------------------------------------------------------------------
-- The course outline rule
-- ---------------------------------------------------------------------------------------------

-- MIRRORS packages/domain/src/course-lessons.ts (courseWeekCount, courseLessonIds,
-- lessonProgressPercent) exactly; change both together (the domain tests and
-- apps/backend/test/lesson-progress.test.ts check the same table of durations). The rule: the
-- first number (ASCII digits) followed by optional white space and 'week' (any case) gives the
-- number of weeks, 4 when there is none, clamped to 1..12; each week has the lessons
-- 'w<week>-video', 'w<week>-practice' and 'w<week>-quiz', in that order. The white space class
-- is JavaScript's \s written out, so that it does not depend on the database's locale.
create function public.course_week_count(duration text) returns integer
  language sql immutable
  set search_path = ''
  as $$
    select least(12, greatest(1, coalesce(
      (regexp_match(
        duration,
        '([0-9]+)[\u0009-\u000d\u0020\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[wW][eE][eE][kK]'
      ))[1]::numeric,
      4
    )))::integer
  $$;

-- The lesson ids of a course with this duration, in outline order.
create function public.course_lesson_ids(duration text) returns text[]
  language sql immutable
  set search_path = ''
  as $$
    select array_agg('w' || week || '-' || kind order by week, ordinality)
    from generate_series(1, public.course_week_count(duration)) as week
    cross join unnest(array['video', 'practice', 'quiz']) with ordinality as kinds (kind, ordinality)
  $$;

-- ---------------------------------------------------------------------------------------------
-- lesson_completions
-- ---------------------------------------------------------------------------------------------

create table public.lesson_completions (
  user_id uuid not null,
  course_id uuid not null,
  lesson_id text not null check (lesson_id ~ '^w[0-9]+-(video|practice|quiz)$'),
  completed_at timestamptz not null default now(),
  primary key (user_id, course_id, lesson_id),
  -- Leaving a course drops its lesson progress with it, so re-joining starts again at 0 %
  -- (a certificate already issued is kept).
  constraint lesson_completions_enrollment_fkey foreign key (user_id, course_id)
    references public.enrollments (user_id, course_id) on delete cascade
);

comment on table public.lesson_completions is
  'A lesson of a course that a learner completed; written only by rpc(''complete_lesson'').';

alter table public.lesson_completions enable row level security;

create policy "lesson_completions: a user reads their own"
  on public.lesson_completions for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

-- No insert/update/delete policy and no write grant: complete_lesson (as the owner) and the
-- service role write completions.
revoke all on table public.lesson_completions from anon, authenticated;
grant select on table public.lesson_completions to authenticated;
grant all on table public.lesson_completions to service_role;

-- ---------------------------------------------------------------------------------------------
-- enrollments: progress moves only through complete_lesson
-- ---------------------------------------------------------------------------------------------

-- Learners still enrol (insert user_id, course_id) and leave (delete); progress_percent starts
-- at its default 0 and only complete_lesson (or the service role) changes it.
drop policy "enrollments: a user updates their own" on public.enrollments;
revoke insert (progress_percent), update (progress_percent)
  on table public.enrollments from authenticated;

-- ---------------------------------------------------------------------------------------------
-- complete_lesson
-- ---------------------------------------------------------------------------------------------

-- What complete_lesson answers: the course's progress after the call, and whether this call
-- recorded the lesson (false when it was already complete, so the client awards xp only once).
create type public.lesson_progress as (
  progress_percent integer,
  completed_lessons integer,
  total_lessons integer,
  newly_completed boolean
);

-- rpc('complete_lesson', { course_id, lesson_id }): records that the caller completed a lesson
-- of a course they follow, idempotently, and recomputes the enrollment's progress_percent as
-- round(100 × completed / total), counting only lessons of the current outline. Security
-- definer because learners may neither write completions nor progress_percent; it acts only on
-- the caller's own enrollment.
create function public.complete_lesson(course_id uuid, lesson_id text)
  returns public.lesson_progress
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := auth.uid();
  lesson_ids text[];
  inserted integer;
  completed integer;
  result public.lesson_progress;
begin
  if caller is null then
    raise exception 'Log in to record your progress.'
      using errcode = 'P0001', detail = 'lesson_not_signed_in';
  end if;
  -- Locks the enrollment row, so that concurrent completions of one course count one after
  -- the other and the last one writes the full count.
  perform 1 from public.enrollments as e
    where e.user_id = caller and e.course_id = complete_lesson.course_id
    for update;
  if not found then
    raise exception 'Enrol in this course to record your progress.'
      using errcode = 'P0001', detail = 'lesson_not_enrolled';
  end if;
  select public.course_lesson_ids(c.duration) into lesson_ids
    from public.courses as c where c.id = complete_lesson.course_id;
  if lesson_ids is null or not (complete_lesson.lesson_id = any (lesson_ids)) then
    raise exception 'This lesson is not part of the course.'
      using errcode = 'P0001', detail = 'lesson_unknown';
  end if;
  insert into public.lesson_completions (user_id, course_id, lesson_id)
    values (caller, complete_lesson.course_id, complete_lesson.lesson_id)
    on conflict do nothing;
  get diagnostics inserted = row_count;
  select count(*)::integer into completed
    from public.lesson_completions as l
    where l.user_id = caller and l.course_id = complete_lesson.course_id
      and l.lesson_id = any (lesson_ids);
  result.completed_lessons := completed;
  result.total_lessons := cardinality(lesson_ids);
  result.progress_percent := round(100.0 * completed / cardinality(lesson_ids))::integer;
  result.newly_completed := inserted > 0;
  update public.enrollments as e
    set progress_percent = result.progress_percent
    where e.user_id = caller and e.course_id = complete_lesson.course_id
      and e.progress_percent is distinct from result.progress_percent;
  return result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.complete_lesson(uuid, text) from public, anon;
grant execute on function public.complete_lesson(uuid, text) to authenticated, service_role;
grant execute on function public.course_week_count(text) to anon, authenticated, service_role;
grant execute on function public.course_lesson_ids(text) to anon, authenticated, service_role;
