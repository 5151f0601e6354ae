-- Completing lessons (issue 17): a reading lesson by rpc('mark_lesson_read'), a video by
-- watching at least 90 % of it (rpc('save_watch_progress'), which also keeps the resume
-- position), a quiz by passing it (rpc('submit_quiz_attempt')). Each records the lesson once and
-- recomputes the enrollment's progress_percent = round(100 × completed / lessons of the course);
-- the enrollments trigger issues the certificate at 100 %. Adding or deleting lessons recomputes
-- every learner's progress of that course (a certificate already issued stays).
-- Errors raised here use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   lesson_not_signed_in, lesson_unknown, lesson_premium_only, lesson_not_enrolled,
--   lesson_wrong_kind, watch_progress_invalid, quiz_answers_invalid.

-- ---------------------------------------------------------------------------------------------
-- Progress
-- ---------------------------------------------------------------------------------------------

-- Recomputes progress_percent of every enrollment in these courses from their real lessons
-- (0 % for a course without lessons).
create function public.recompute_course_progress(course_ids uuid[]) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    update public.enrollments as e
      set progress_percent = counts.percent
      from (
        select en.user_id, en.course_id,
          coalesce(round(100.0
            * (select count(*) from public.lesson_completions as lc
               where lc.user_id = en.user_id and lc.course_id = en.course_id)
            / nullif((select count(*) from public.lessons as l where l.course_id = en.course_id), 0)
          )::integer, 0) as percent
        from public.enrollments as en
        where en.course_id = any (recompute_course_progress.course_ids)
      ) as counts
      where e.user_id = counts.user_id and e.course_id = counts.course_id
        and e.progress_percent is distinct from counts.percent
  $$;

create function public.recompute_progress_after_lesson_change() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  perform public.recompute_course_progress(array(select distinct course_id from changed_lessons));
  return null;
end
$$;

-- Statement triggers run after the cascades of the statement (completions of deleted lessons
-- are gone by then).
create trigger lessons_recompute_progress_after_delete
  after delete on public.lessons
  referencing old table as changed_lessons
  for each statement execute function public.recompute_progress_after_lesson_change();

create trigger lessons_recompute_progress_after_insert
  after insert on public.lessons
  referencing new table as changed_lessons
  for each statement execute function public.recompute_progress_after_lesson_change();

-- Records that `learner` completed a lesson of `course` (the caller has checked access and
-- enrolment, and holds the enrollment's row lock) and answers the course's progress.
create function public.record_lesson_completion(learner uuid, course uuid, lesson uuid)
  returns public.lesson_progress
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  inserted integer;
  result public.lesson_progress;
begin
  insert into public.lesson_completions (user_id, course_id, lesson_id)
    values (learner, course, lesson)
    on conflict do nothing;
  get diagnostics inserted = row_count;
  select count(*)::integer into result.completed_lessons
    from public.lesson_completions as lc where lc.user_id = learner and lc.course_id = course;
  select count(*)::integer into result.total_lessons
    from public.lessons as l where l.course_id = course;
  result.progress_percent :=
    coalesce(round(100.0 * result.completed_lessons / nullif(result.total_lessons, 0))::integer, 0);
  result.newly_completed := inserted > 0;
  update public.enrollments as e
    set progress_percent = result.progress_percent
    where e.user_id = learner and e.course_id = course
      and e.progress_percent is distinct from result.progress_percent;
  return result;
end
$$;

-- The checks every completion RPC makes, in this order: signed in, the lesson exists (and the
-- caller may see its course), it is of the expected kind, the caller may open it, and they
-- follow its course (the enrollment row is locked, so concurrent completions count one after
-- the other). Answers the lesson's course and duration.
create function public.check_lesson_for_completion(lesson uuid, expected_kind text)
  returns public.lessons
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := auth.uid();
  found_lesson public.lessons;
begin
  if caller is null then
    raise exception 'Log in to record your progress.'
      using errcode = 'P0001', detail = 'lesson_not_signed_in';
  end if;
  select l.* into found_lesson
    from public.lessons as l join public.courses as c on c.id = l.course_id
    where l.id = lesson and (c.is_published or c.owner_id = caller or public.is_admin());
  if not found then
    raise exception 'This lesson is not part of the course.'
      using errcode = 'P0001', detail = 'lesson_unknown';
  end if;
  if found_lesson.kind <> expected_kind then
    raise exception 'This lesson is not a % lesson.', expected_kind
      using errcode = 'P0001', detail = 'lesson_wrong_kind';
  end if;
  if not public.can_access_lesson(lesson) then
    raise exception 'This lesson is part of Premium. Upgrade to open it.'
      using errcode = 'P0001', detail = 'lesson_premium_only';
  end if;
  perform 1 from public.enrollments as e
    where e.user_id = caller and e.course_id = found_lesson.course_id
    for update;
  if not found then
    raise exception 'Enrol in this course to record your progress.'
      using errcode = 'P0001', detail = 'lesson_not_enrolled';
  end if;
  return found_lesson;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- mark_lesson_read
-- ---------------------------------------------------------------------------------------------

-- rpc('mark_lesson_read', { lesson_id }): completes a reading lesson.
create function public.mark_lesson_read(lesson_id uuid)
  returns public.lesson_progress
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  lesson public.lessons := public.check_lesson_for_completion(mark_lesson_read.lesson_id, 'reading');
begin
  return public.record_lesson_completion(auth.uid(), lesson.course_id, lesson.id);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Converting the duration-derived completions
-- ---------------------------------------------------------------------------------------------

-- Moves the old completions ('w<week>-<kind>', outline order week by week: video, practice,
-- quiz) of every course that now has lessons to its real lessons: the k-th old lesson becomes
-- the k-th lesson in outline order (chapter position, then lesson position); old ids with no
-- counterpart are dropped. Then recomputes those courses' progress. Courses without lessons
-- keep their old rows for a later run. The seed calls it after creating the content; on a
-- hosted project, call it once the content is in. Answers the number of rows converted.
create function public.convert_legacy_lesson_completions() returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  converted integer;
  courses_done uuid[];
begin
  select array_agg(distinct old.course_id) into courses_done
    from public.lesson_completions_legacy as old
    where exists (select 1 from public.lessons as l where l.course_id = old.course_id);
  if courses_done is null then
    return 0;
  end if;
  with old as (
    select o.user_id, o.course_id, o.completed_at,
      ((substring(o.lesson_id from '^w([0-9]+)-')::integer - 1) * 3
        + array_position(array['video', 'practice', 'quiz'],
                         substring(o.lesson_id from '-([a-z]+)$'))) as ordinal
    from public.lesson_completions_legacy as o
    where o.course_id = any (courses_done)
  ), outline as (
    select l.id, l.course_id,
      row_number() over (partition by l.course_id order by ch.position, l.position) as ordinal
    from public.lessons as l join public.course_chapters as ch on ch.id = l.chapter_id
    where l.course_id = any (courses_done)
  )
  insert into public.lesson_completions (user_id, course_id, lesson_id, completed_at)
    select old.user_id, old.course_id, outline.id, old.completed_at
    from old join outline on outline.course_id = old.course_id and outline.ordinal = old.ordinal
    on conflict do nothing;
  get diagnostics converted = row_count;
  delete from public.lesson_completions_legacy as o where o.course_id = any (courses_done);
  perform public.recompute_course_progress(courses_done);
  return converted;
end
$$;

-- Every enrollment's progress now counts real lessons.
select public.convert_legacy_lesson_completions();
select public.recompute_course_progress(array(select id from public.courses));

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.mark_lesson_read(uuid) from public, anon;
grant execute on function public.mark_lesson_read(uuid) to authenticated, service_role;
revoke execute on function public.recompute_course_progress(uuid[]) from public, anon, authenticated;
revoke execute on function public.recompute_progress_after_lesson_change()
  from public, anon, authenticated;
revoke execute on function public.record_lesson_completion(uuid, uuid, uuid)
  from public, anon, authenticated;
revoke execute on function public.check_lesson_for_completion(uuid, text)
  from public, anon, authenticated;
revoke execute on function public.convert_legacy_lesson_completions()
  from public, anon, authenticated;
grant execute on function public.convert_legacy_lesson_completions() to service_role;
