-- A teacher's view of who follows a course (issue 20, "students per course"): each learner's
-- name, progress and last activity, for the course's teacher and admins only. Learners' e-mail
-- addresses are not part of it.

-- rpc('course_learners', { course_id }) → rows, most recently active first; 42501 (HTTP 403)
-- for anyone who may not edit the course.
create function public.course_learners(course_id uuid)
  returns table (
    user_id uuid,
    full_name text,
    enrolled_at timestamptz,
    progress_percent integer,
    lessons_completed integer,
    quizzes_passed integer,
    homework_submitted integer,
    last_active_at timestamptz
  )
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
begin
  perform public.require_course_editor(course_learners.course_id);
  return query
    select
      e.user_id,
      coalesce(nullif(btrim(p.full_name), ''), '') as full_name,
      e.enrolled_at,
      e.progress_percent,
      coalesce(done.lessons, 0)::integer,
      coalesce(quizzes.passed, 0)::integer,
      coalesce(homework.submitted, 0)::integer,
      greatest(e.enrolled_at, done.last_at, watched.last_at, quizzes.last_at, homework.last_at)
    from public.enrollments as e
    join public.profiles as p on p.id = e.user_id
    left join lateral (
      select count(*) as lessons, max(c.completed_at) as last_at
      from public.lesson_completions as c
      where c.user_id = e.user_id and c.course_id = e.course_id
    ) as done on true
    left join lateral (
      select max(w.updated_at) as last_at
      from public.lesson_watch_progress as w
      join public.lessons as l on l.id = w.lesson_id
      where w.user_id = e.user_id and l.course_id = e.course_id
    ) as watched on true
    left join lateral (
      select count(distinct q.lesson_id) filter (where q.passed) as passed,
             max(q.created_at) as last_at
      from public.quiz_attempts as q
      join public.lessons as l on l.id = q.lesson_id
      where q.user_id = e.user_id and l.course_id = e.course_id
    ) as quizzes on true
    left join lateral (
      select count(*) as submitted, max(s.submitted_at) as last_at
      from public.homework_submissions as s
      join public.homework_assignments as a on a.id = s.assignment_id
      where s.user_id = e.user_id and a.course_id = e.course_id
    ) as homework on true
    where e.course_id = course_learners.course_id
    order by 8 desc, 2;
end
$$;

comment on function public.course_learners(uuid) is
  'The learners of a course with their progress and last activity; its editors only';

revoke execute on function public.course_learners(uuid) from public, anon;
grant execute on function public.course_learners(uuid) to authenticated, service_role;
