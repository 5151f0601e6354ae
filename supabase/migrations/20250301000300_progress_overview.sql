-- The progress page (/progress, issue 19) in one call: per-course progress for everyone, and the
-- premium parts ("advanced progress tracking") only for premium learners — time watched, quiz
-- scores and the daily xp history. The database decides what a free learner receives: the
-- premium fields are null for them whatever the browser asks.

-- rpc('my_progress_overview', { days }): the signed-in learner's progress:
-- { premium, today, courses: [{ course_id, slug, title_en, title_ar, progress_percent,
--   lessons_total, lessons_done, seconds_watched*, quizzes*: [{ lesson_id, title_en, title_ar,
--   best_score, passed, attempts }] }], history*: { xp_before, days: [{ day, xp }] } }
-- (* null unless premium). `days` (1–366, default 84) is how many Cairo days of history, today
-- included; days without xp are left out.
create function public.my_progress_overview(days integer default 84) returns jsonb
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
declare
  learner uuid := auth.uid();
  premium boolean := public.has_premium();
  today date := public.cairo_day(now());
  first_day date;
  courses jsonb;
  history jsonb;
begin
  if learner is null then
    raise exception 'Log in to see your progress.'
      using errcode = 'P0001', detail = 'progress_not_signed_in';
  end if;
  if days is null or days < 1 or days > 366 then
    raise exception 'days must be between 1 and 366.' using errcode = '22023';
  end if;
  first_day := today - (days - 1);

  select coalesce(jsonb_agg(course order by course ->> 'enrolled_at' desc), '[]') into courses
  from (
    select jsonb_build_object(
      'course_id', c.id,
      'slug', c.slug,
      'title_en', c.title_en,
      'title_ar', c.title_ar,
      'enrolled_at', e.enrolled_at,
      'progress_percent', e.progress_percent,
      'lessons_total', (select count(*) from public.lessons as l where l.course_id = c.id),
      'lessons_done', (
        select count(*) from public.lesson_completions as lc
        where lc.user_id = learner and lc.course_id = c.id
      ),
      'seconds_watched', case when premium then (
        select coalesce(round(sum(l.duration_seconds * w.watched_percent / 100.0)), 0)::integer
        from public.lesson_watch_progress as w
          join public.lessons as l on l.id = w.lesson_id
        where w.user_id = learner and l.course_id = c.id
      ) end,
      'quizzes', case when premium then (
        select coalesce(jsonb_agg(jsonb_build_object(
          'lesson_id', l.id,
          'title_en', l.title_en,
          'title_ar', l.title_ar,
          'best_score', best.score,
          'passed', coalesce(best.passed, false),
          'attempts', coalesce(best.attempts, 0)
        ) order by ch.position, l.position), '[]')
        from public.lessons as l
          join public.course_chapters as ch on ch.id = l.chapter_id
          left join lateral (
            select max(qa.score) as score, bool_or(qa.passed) as passed, count(*) as attempts
            from public.quiz_attempts as qa
            where qa.user_id = learner and qa.lesson_id = l.id
            having count(*) > 0
          ) as best on true
        where l.course_id = c.id and l.kind = 'quiz'
      ) end
    ) as course
    from public.enrollments as e
      join public.courses as c on c.id = e.course_id
    where e.user_id = learner
  ) as per_course;

  if premium then
    with window_days as (
      select public.cairo_day(x.created_at) as day, sum(x.amount)::integer as xp
      from public.xp_events as x
      where x.user_id = learner and x.kind <> 'before_server_xp'
        and x.created_at >= (first_day::timestamp at time zone 'Africa/Cairo')
      group by 1
    )
    select jsonb_build_object(
      -- xp earned before the window (the start of the cumulative line).
      'xp_before', coalesce((select p.xp from public.profiles as p where p.id = learner), 0)
        - coalesce((select sum(w.xp) from window_days as w), 0),
      'days', coalesce((
        select jsonb_agg(jsonb_build_object('day', w.day, 'xp', w.xp) order by w.day)
        from window_days as w
      ), '[]')
    ) into history;
  end if;

  return jsonb_build_object(
    'premium', premium,
    'today', today,
    'courses', courses,
    'history', history
  );
end
$$;

revoke execute on function public.my_progress_overview(integer) from public, anon;
grant execute on function public.my_progress_overview(integer) to authenticated, service_role;
