-- Completing video and quiz lessons (issue 17).
-- save_watch_progress: the player reports the segment it actually played since its last report;
-- the server keeps the union of the watched seconds and completes the lesson at ≥ 90 % covered.
-- A reported segment is clamped to the video and to what the wall time since the caller's
-- previous save (or since they enrolled) allows at 2× speed, plus at most one second of slack,
-- so nobody "watches" a video faster than that by forging a request.
-- submit_quiz_attempt: scores the answers against the key (which never leaves the database),
-- keeps the attempt and completes the lesson at or above the pass mark.
-- Errors (P0001, stable code in DETAIL): those of check_lesson_for_completion, and
--   watch_progress_invalid, quiz_answers_invalid.

-- ---------------------------------------------------------------------------------------------
-- save_watch_progress
-- ---------------------------------------------------------------------------------------------

create type public.watch_progress_saved as (
  position_seconds numeric,
  watched_percent integer,
  completed boolean,
  newly_completed boolean,
  progress_percent integer
);

-- rpc('save_watch_progress', { lesson_id, position_seconds, watched_from, watched_to }).
create function public.save_watch_progress(
  lesson_id uuid, position_seconds numeric, watched_from numeric, watched_to numeric
) returns public.watch_progress_saved
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := auth.uid();
  lesson public.lessons;
  duration numeric;
  previous_save timestamptz;
  elapsed numeric;
  segment_from numeric;
  segment_to numeric;
  covered_now nummultirange;
  covered_seconds numeric;
  progress public.lesson_progress;
  result public.watch_progress_saved;
begin
  if save_watch_progress.position_seconds is null or save_watch_progress.watched_from is null
     or save_watch_progress.watched_to is null
     or 'NaN' in (save_watch_progress.position_seconds, save_watch_progress.watched_from,
                  save_watch_progress.watched_to)
     or save_watch_progress.watched_from > save_watch_progress.watched_to then
    raise exception 'This watch report is not valid.'
      using errcode = 'P0001', detail = 'watch_progress_invalid';
  end if;
  -- Also locks the caller's enrollment, so that saves of one course run one after the other.
  lesson := public.check_lesson_for_completion(save_watch_progress.lesson_id, 'video');
  duration := lesson.duration_seconds;

  -- The clock: the caller's latest save of any lesson, or when they enrolled in this course.
  select greatest(
      (select max(w.updated_at) from public.lesson_watch_progress as w where w.user_id = caller),
      (select e.enrolled_at from public.enrollments as e
        where e.user_id = caller and e.course_id = lesson.course_id))
    into previous_save;
  elapsed := greatest(0, extract(epoch from now() - previous_save));
  segment_from := least(greatest(save_watch_progress.watched_from, 0), duration);
  segment_to := least(greatest(save_watch_progress.watched_to, 0), duration,
                      segment_from + 2 * elapsed + least(1, elapsed));

  result.position_seconds := least(greatest(save_watch_progress.position_seconds, 0), duration);
  insert into public.lesson_watch_progress as w (user_id, lesson_id, position_seconds, updated_at)
    values (caller, lesson.id, result.position_seconds, now())
    on conflict on constraint lesson_watch_progress_pkey do update
      set position_seconds = excluded.position_seconds, updated_at = excluded.updated_at;
  insert into public.lesson_watch_coverage as c (user_id, lesson_id, covered)
    values (caller, lesson.id, case when segment_to > segment_from
      then nummultirange(numrange(segment_from, segment_to)) else '{}'::nummultirange end)
    on conflict on constraint lesson_watch_coverage_pkey do update set covered = c.covered + excluded.covered
    returning c.covered into covered_now;
  select coalesce(sum(upper(r) - lower(r)), 0) into covered_seconds from unnest(covered_now) as r;
  result.watched_percent := least(100, floor(100 * covered_seconds / duration))::integer;
  update public.lesson_watch_progress as w set watched_percent = result.watched_percent
    where w.user_id = caller and w.lesson_id = lesson.id;

  if covered_seconds >= 0.9 * duration then
    progress := public.record_lesson_completion(caller, lesson.course_id, lesson.id);
    result.newly_completed := progress.newly_completed;
    result.progress_percent := progress.progress_percent;
  else
    result.newly_completed := false;
    select e.progress_percent into result.progress_percent from public.enrollments as e
      where e.user_id = caller and e.course_id = lesson.course_id;
  end if;
  result.completed := exists (
    select 1 from public.lesson_completions as lc where lc.user_id = caller and lc.lesson_id = lesson.id
  );
  return result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- submit_quiz_attempt
-- ---------------------------------------------------------------------------------------------

-- A short answer as compared: normalize_search_text (Arabic letter forms, diacritics, digits,
-- case, spaces) without punctuation around it.
create function public.quiz_short_answer_form(answer text) returns text
  language sql immutable
  set search_path = ''
  as $$
    select regexp_replace(public.normalize_search_text(answer),
      U&'^[[:space:][:punct:]\061F\060C\061B]+|[[:space:][:punct:]\061F\060C\061B]+$', '', 'g')
  $$;

-- Whether one answer (a JSON string or an array of option ids) is right for a question.
create function public.quiz_answer_is_right(
  kind text, given jsonb, correct_option_ids text[], accepted_answers text[]
) returns boolean
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  picks text[];
  text_answer text;
begin
  if given is null then
    return false;
  end if;
  if kind = 'short' then
    text_answer := case jsonb_typeof(given)
      when 'string' then given #>> '{}'
      when 'array' then case when jsonb_array_length(given) = 1 then given ->> 0 end
    end;
    return text_answer is not null and exists (
      select 1 from unnest(accepted_answers) as accepted
      where public.quiz_short_answer_form(accepted) = public.quiz_short_answer_form(text_answer)
    );
  end if;
  picks := case jsonb_typeof(given)
    when 'string' then array[given #>> '{}']
    when 'array' then array(select jsonb_array_elements_text(given))
  end;
  return picks is not null and cardinality(correct_option_ids) > 0
    and picks @> correct_option_ids and correct_option_ids @> picks
    and (kind <> 'single' or cardinality(array(select distinct unnest(picks))) = 1);
end
$$;

-- rpc('submit_quiz_attempt', { lesson_id, answers }) with answers
-- { "<question id>": ["a", "c"] | "text" } → { score, pass_mark, passed,
-- results: { "<question id>": true | false }, newly_completed, progress_percent }.
create function public.submit_quiz_attempt(lesson_id uuid, answers jsonb)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  caller uuid := auth.uid();
  lesson public.lessons;
  question record;
  is_right boolean;
  results jsonb := '{}';
  question_count integer := 0;
  right_count integer := 0;
  score integer;
  pass_mark integer;
  passed boolean;
  progress public.lesson_progress;
begin
  lesson := public.check_lesson_for_completion(submit_quiz_attempt.lesson_id, 'quiz');
  if submit_quiz_attempt.answers is null or jsonb_typeof(submit_quiz_attempt.answers) <> 'object'
     or octet_length(submit_quiz_attempt.answers::text) > 20000 then
    raise exception 'Send your answers as an object of question ids.'
      using errcode = 'P0001', detail = 'quiz_answers_invalid';
  end if;
  select coalesce(lc.pass_mark, 70) into pass_mark
    from public.lessons as l left join public.lesson_contents as lc on lc.lesson_id = l.id
    where l.id = lesson.id;
  for question in
    select q.id, q.kind, k.correct_option_ids, k.accepted_answers
    from public.quiz_questions as q
    left join public.quiz_answer_keys as k on k.question_id = q.id
    where q.lesson_id = lesson.id
    order by q.position
  loop
    is_right := coalesce(public.quiz_answer_is_right(question.kind,
      submit_quiz_attempt.answers -> question.id::text,
      coalesce(question.correct_option_ids, '{}'), coalesce(question.accepted_answers, '{}')), false);
    results := results || jsonb_build_object(question.id::text, is_right);
    question_count := question_count + 1;
    right_count := right_count + case when is_right then 1 else 0 end;
  end loop;
  score := coalesce(round(100.0 * right_count / nullif(question_count, 0))::integer, 0);
  passed := question_count > 0 and score >= pass_mark;
  insert into public.quiz_attempts (user_id, lesson_id, answers, score, passed)
    values (caller, lesson.id, submit_quiz_attempt.answers, score, passed);
  if passed then
    progress := public.record_lesson_completion(caller, lesson.course_id, lesson.id);
  else
    progress.newly_completed := false;
    select e.progress_percent into progress.progress_percent from public.enrollments as e
      where e.user_id = caller and e.course_id = lesson.course_id;
  end if;
  return jsonb_build_object(
    'score', score, 'pass_mark', pass_mark, 'passed', passed, 'results', results,
    'newly_completed', progress.newly_completed, 'progress_percent', progress.progress_percent
  );
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.save_watch_progress(uuid, numeric, numeric, numeric) from public, anon;
grant execute on function public.save_watch_progress(uuid, numeric, numeric, numeric)
  to authenticated, service_role;
revoke execute on function public.submit_quiz_attempt(uuid, jsonb) from public, anon;
grant execute on function public.submit_quiz_attempt(uuid, jsonb) to authenticated, service_role;
revoke execute on function public.quiz_answer_is_right(text, jsonb, text[], text[])
  from public, anon, authenticated;
grant execute on function public.quiz_short_answer_form(text) to anon, authenticated, service_role;
