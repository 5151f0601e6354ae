-- Course authoring (issue 20): teachers create and edit their own courses, admins every course,
-- everything enforced here rather than in the browser.
--   * Teachers (profiles.user_type = 'teacher') insert courses they own; owners update and
--     delete their own; admins (app_metadata.role) keep every right they had.
--   * New courses are drafts. A course becomes published only when public.course_publish_problems
--     finds nothing missing: at least one lesson, and every lesson complete in both languages.
--   * A course's slug (its Storage folder) never changes; its rating is not the author's to set.
--   * Learners enrolled in a course keep it (outline, content, progress) if it is unpublished, and
--     a course with enrolled learners cannot be deleted through the API.
--   * Authors read and write the answer keys of their quizzes (learners still cannot), and save
--     a whole quiz or reorder an outline in one call.
-- Errors raised here use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   authoring_course_incomplete, authoring_slug_fixed, authoring_course_has_learners, authoring_order_invalid,
--   authoring_quiz_invalid; and 42501 (HTTP 403) for a course the caller may not edit.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

create function public.is_teacher() returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (
      select 1 from public.profiles as p where p.id = auth.uid() and p.user_type = 'teacher'
    )
  $$;

comment on function public.is_teacher() is 'true for a caller whose profile says teacher';

-- public.is_enrolled(course_id) (20250101000300_homework_certificates.sql) now also serves the
-- course policies below, which anonymous visitors evaluate too.

-- Refuses the call unless the caller may edit the course (42501 → HTTP 403).
create function public.require_course_editor(course_id uuid) returns void
  language plpgsql stable
  set search_path = ''
  as $$
begin
  if not public.can_edit_course(course_id) then
    raise exception 'You cannot edit this course.'
      using errcode = '42501', hint = 'Only the course''s teacher and admins edit it.';
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Who reads a course: published ones, and drafts for their owner, admins and enrolled learners
-- ---------------------------------------------------------------------------------------------

alter table public.courses alter column is_published set default false;

drop policy "courses: everyone reads published courses; owners and admins read drafts"
  on public.courses;
create policy "courses: everyone reads published courses; owners, admins and learners read the rest"
  on public.courses for select to anon, authenticated
  using (is_published or owner_id = auth.uid() or public.is_admin() or public.is_enrolled(id));

create or replace function public.can_access_course(course_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select (c.is_published or c.owner_id = auth.uid() or public.is_admin()
              or public.is_enrolled(c.id))
         and (not c.is_premium or public.has_premium() or public.is_admin()
              or c.owner_id = auth.uid())
      from public.courses as c
      where c.id = can_access_course.course_id
    ), false)
  $$;

create or replace function public.can_access_lesson(lesson_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select (c.is_published or c.owner_id = auth.uid() or public.is_admin()
              or public.is_enrolled(c.id))
         and (not c.is_premium or l.is_free_preview or public.has_premium() or public.is_admin()
              or c.owner_id = auth.uid())
      from public.lessons as l
      join public.courses as c on c.id = l.course_id
      where l.id = can_access_lesson.lesson_id
    ), false)
  $$;

-- ---------------------------------------------------------------------------------------------
-- Teachers write their own courses
-- ---------------------------------------------------------------------------------------------

create policy "courses: teachers insert courses they own"
  on public.courses for insert to authenticated
  with check (public.is_teacher() and owner_id = auth.uid());

create policy "courses: owners update their courses"
  on public.courses for update to authenticated
  using (owner_id = auth.uid())
  with check (owner_id = auth.uid());

create policy "courses: owners delete their courses"
  on public.courses for delete to authenticated
  using (owner_id = auth.uid());

-- ---------------------------------------------------------------------------------------------
-- course_publish_problems
-- ---------------------------------------------------------------------------------------------

-- What stops a course from being published, one row per problem: course-level ones have no
-- lesson. Codes: title_missing / description_missing (lang says which), no_lessons,
-- chapter_empty (chapter_id), video_missing, caption_missing (lang), reading_missing (lang),
-- quiz_no_questions, quiz_pass_mark_missing, quiz_key_missing (a question without an answer).
create function public.course_publish_problems(course_id uuid)
  returns table (code text, lang text, chapter_id uuid, lesson_id uuid)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
begin
  perform public.require_course_editor(course_publish_problems.course_id);
  return query
    select p.code, p.lang, p.chapter_id, p.lesson_id from (
      select 'title_missing' as code, t.lang, null::uuid as chapter_id, null::uuid as lesson_id, 0 as o1, 0 as o2
      from public.courses as c
      cross join lateral (values ('en', c.title_en), ('ar', c.title_ar)) as t (lang, body)
      where c.id = course_publish_problems.course_id and btrim(t.body) = ''
      union all
      select 'description_missing', t.lang, null, null, 0, 1
      from public.courses as c
      cross join lateral (values ('en', c.description_en), ('ar', c.description_ar)) as t (lang, body)
      where c.id = course_publish_problems.course_id and btrim(t.body) = ''
      union all
      select 'no_lessons', null, null, null, 0, 2
      where not exists (
        select 1 from public.lessons as l where l.course_id = course_publish_problems.course_id
      )
      union all
      select 'chapter_empty', null, ch.id, null, ch.position + 1, -1
      from public.course_chapters as ch
      where ch.course_id = course_publish_problems.course_id
        and not exists (select 1 from public.lessons as l where l.chapter_id = ch.id)
      union all
      select problem.code, problem.lang, l.chapter_id, l.id, ch.position + 1, l.position
      from public.lessons as l
      join public.course_chapters as ch on ch.id = l.chapter_id
      left join public.lesson_contents as lc on lc.lesson_id = l.id
      cross join lateral (
        select 'video_missing' as code, null::text as lang
        where l.kind = 'video' and lc.video_path is null
        union all
        select 'caption_missing', caption.lang
        from (values ('en', lc.caption_en_path), ('ar', lc.caption_ar_path)) as caption (lang, path)
        where l.kind = 'video' and caption.path is null
        union all
        select 'reading_missing', body.lang
        from (values ('en', lc.body_en), ('ar', lc.body_ar)) as body (lang, text)
        where l.kind = 'reading' and btrim(coalesce(body.text, '')) = ''
        union all
        select 'quiz_no_questions', null
        where l.kind = 'quiz' and not exists (select 1 from public.quiz_questions as q where q.lesson_id = l.id)
        union all
        select 'quiz_pass_mark_missing', null
        where l.kind = 'quiz' and lc.pass_mark is null
        union all
        select 'quiz_key_missing', null
        where l.kind = 'quiz' and exists (
          select 1 from public.quiz_questions as q
          left join public.quiz_answer_keys as k on k.question_id = q.id
          where q.lesson_id = l.id
            and coalesce(cardinality(k.correct_option_ids), 0) = 0
            and coalesce(cardinality(k.accepted_answers), 0) = 0
        )
      ) as problem
      where l.course_id = course_publish_problems.course_id
    ) as p
    order by p.o1, p.o2, p.code, p.lang;
end
$$;

comment on function public.course_publish_problems(uuid) is
  'What is missing before a course can be published (empty: it can be); editors only.';

-- ---------------------------------------------------------------------------------------------
-- The guard on course writes
-- ---------------------------------------------------------------------------------------------

create function public.guard_course_authoring() returns trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  problems text;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not public.is_admin() then
      new.rating := 0;
    end if;
    if new.is_published then
      raise exception 'A new course starts as a draft: add its lessons, then publish it.'
        using errcode = 'P0001', detail = 'authoring_course_incomplete';
    end if;
    return new;
  end if;
  if new.slug is distinct from old.slug then
    raise exception 'A course''s address (slug) cannot change once it is created.'
      using errcode = 'P0001', detail = 'authoring_slug_fixed';
  end if;
  if not public.is_admin() then
    new.rating := old.rating;
  end if;
  if new.is_published and not old.is_published then
    select string_agg(p.code || coalesce(' (' || p.lang || ')', ''), ', ')
      into problems
      from public.course_publish_problems(new.id) as p;
    if problems is not null then
      raise exception 'This course cannot be published yet: %.', problems
        using errcode = 'P0001', detail = 'authoring_course_incomplete',
              hint = 'Call course_publish_problems to see what each lesson is missing.';
    end if;
  end if;
  return new;
end
$$;

create trigger courses_guard_authoring
  before insert or update on public.courses
  for each row execute function public.guard_course_authoring();

-- Whether anyone follows the course (enrolments are private to each learner, hence definer).
create function public.course_has_learners(course_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (
      select 1 from public.enrollments as e where e.course_id = course_has_learners.course_id
    )
  $$;

create function public.guard_course_delete() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if current_user in ('anon', 'authenticated') and public.course_has_learners(old.id) then
    raise exception 'Learners are enrolled in this course: unpublish it instead (they keep their access).'
      using errcode = 'P0001', detail = 'authoring_course_has_learners';
  end if;
  return old;
end
$$;

create trigger courses_guard_delete
  before delete on public.courses
  for each row execute function public.guard_course_delete();

-- ---------------------------------------------------------------------------------------------
-- Answer keys: authors read and write them, learners never see them
-- ---------------------------------------------------------------------------------------------

create function public.can_edit_question(question_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select public.can_edit_course(l.course_id)
      from public.quiz_questions as q
      join public.lessons as l on l.id = q.lesson_id
      where q.id = can_edit_question.question_id
    ), false)
  $$;

create policy "quiz_answer_keys: owners and admins"
  on public.quiz_answer_keys for all to authenticated
  using (public.can_edit_question(question_id))
  with check (public.can_edit_question(question_id));

grant select, insert, update, delete on table public.quiz_answer_keys to authenticated;

-- ---------------------------------------------------------------------------------------------
-- reorder_course_chapters, reorder_chapter_lessons
-- ---------------------------------------------------------------------------------------------

-- Puts a course's chapters in the given order; the list must hold each chapter exactly once.
create function public.reorder_course_chapters(course_id uuid, chapter_ids uuid[]) returns void
  language plpgsql
  set search_path = ''
  as $$
begin
  perform public.require_course_editor(course_id);
  if not public.has_no_duplicates(chapter_ids::text[])
     or cardinality(chapter_ids) is distinct from (
       select count(*) from public.course_chapters as ch
       where ch.course_id = reorder_course_chapters.course_id and ch.id = any (chapter_ids))::integer
     or exists (
       select 1 from public.course_chapters as ch
       where ch.course_id = reorder_course_chapters.course_id and not (ch.id = any (chapter_ids))) then
    raise exception 'The new order must list every chapter of the course exactly once.'
      using errcode = 'P0001', detail = 'authoring_order_invalid';
  end if;
  -- Two steps, so that no two chapters ever share a position on the way.
  update public.course_chapters as ch set position = 1000000 + o.n
    from unnest(chapter_ids) with ordinality as o (id, n) where ch.id = o.id;
  update public.course_chapters as ch set position = o.n - 1
    from unnest(chapter_ids) with ordinality as o (id, n) where ch.id = o.id;
end
$$;

-- Puts the lessons of a chapter in the given order. The list must hold every lesson already in
-- the chapter and may bring in lessons of other chapters of the same course (they move here).
create function public.reorder_chapter_lessons(chapter_id uuid, lesson_ids uuid[]) returns void
  language plpgsql
  set search_path = ''
  as $$
declare
  course uuid := (select ch.course_id from public.course_chapters as ch where ch.id = reorder_chapter_lessons.chapter_id);
begin
  perform public.require_course_editor(course);
  if not public.has_no_duplicates(lesson_ids::text[])
     or cardinality(lesson_ids) is distinct from (
       select count(*) from public.lessons as l
       where l.course_id = course and l.id = any (lesson_ids))::integer
     or exists (
       select 1 from public.lessons as l
       where l.chapter_id = reorder_chapter_lessons.chapter_id and not (l.id = any (lesson_ids))) then
    raise exception 'The new order must list every lesson of the chapter exactly once, and only lessons of this course.'
      using errcode = 'P0001', detail = 'authoring_order_invalid';
  end if;
  update public.lessons as l set position = 1000000 + o.n
    from unnest(lesson_ids) with ordinality as o (id, n) where l.id = o.id;
  update public.lessons as l set chapter_id = reorder_chapter_lessons.chapter_id, position = o.n - 1
    from unnest(lesson_ids) with ordinality as o (id, n) where l.id = o.id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- save_quiz: a quiz's pass mark, questions and answer keys in one call
-- ---------------------------------------------------------------------------------------------

-- questions: [{ "id"?: uuid, "kind": "single"|"multiple"|"short", "prompt_en", "prompt_ar",
--   "options": [{ "id", "text_en", "text_ar" }], "correct_option_ids": [..],
--   "accepted_answers": [..] }] in order. Questions not listed are deleted. Returns the ids of
-- the saved questions, in order.
create function public.save_quiz(lesson_id uuid, pass_mark integer, questions jsonb)
  returns uuid[]
  language plpgsql
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  course uuid;
  lesson_kind text;
  question jsonb;
  question_kind text;
  option_ids text[];
  correct text[];
  accepted text[];
  saved uuid[] := '{}';
  saved_id uuid;
  n integer := 0;
begin
  select l.course_id, l.kind into course, lesson_kind from public.lessons as l where l.id = save_quiz.lesson_id;
  perform public.require_course_editor(course);
  if lesson_kind is distinct from 'quiz' then
    raise exception 'Only a quiz lesson has questions.' using errcode = 'P0001', detail = 'authoring_quiz_invalid';
  end if;
  if pass_mark is null or pass_mark not between 0 and 100 then
    raise exception 'The pass mark is a percentage from 0 to 100.' using errcode = 'P0001', detail = 'authoring_quiz_invalid';
  end if;
  if jsonb_typeof(questions) is distinct from 'array' or jsonb_array_length(questions) > 100 then
    raise exception 'A quiz has a list of at most 100 questions.' using errcode = 'P0001', detail = 'authoring_quiz_invalid';
  end if;

  for question in select value from jsonb_array_elements(questions) loop
    n := n + 1;
    question_kind := question ->> 'kind';
    if question_kind is null or question_kind not in ('single', 'multiple', 'short')
       or btrim(coalesce(question ->> 'prompt_en', '')) = ''
       or btrim(coalesce(question ->> 'prompt_ar', '')) = '' then
      raise exception 'Question %: choose its kind and write its prompt in English and Arabic.', n
        using errcode = 'P0001', detail = 'authoring_quiz_invalid';
    end if;
    select coalesce(array_agg(o ->> 'id'), '{}') into option_ids
      from jsonb_array_elements(coalesce(question -> 'options', '[]')) as o
      where btrim(coalesce(o ->> 'text_en', '')) <> '' and btrim(coalesce(o ->> 'text_ar', '')) <> '';
    select coalesce(array_agg(value), '{}') into correct
      from jsonb_array_elements_text(coalesce(question -> 'correct_option_ids', '[]'));
    select coalesce(array_agg(btrim(value)), '{}') into accepted
      from jsonb_array_elements_text(coalesce(question -> 'accepted_answers', '[]')) where btrim(value) <> '';
    if question_kind = 'short' then
      if cardinality(accepted) = 0 then
        raise exception 'Question %: give at least one accepted answer.', n
          using errcode = 'P0001', detail = 'authoring_quiz_invalid';
      end if;
      option_ids := '{}';
      correct := '{}';
    else
      if cardinality(option_ids) < 2
         or cardinality(option_ids) <> jsonb_array_length(coalesce(question -> 'options', '[]'))
         or not public.has_no_duplicates(option_ids) or array_position(option_ids, null) is not null then
        raise exception 'Question %: give at least two options, each in English and Arabic.', n
          using errcode = 'P0001', detail = 'authoring_quiz_invalid';
      end if;
      if not (correct <@ option_ids) or cardinality(correct) = 0
         or (question_kind = 'single' and cardinality(correct) <> 1) or not public.has_no_duplicates(correct) then
        raise exception 'Question %: mark % among its options.', n,
          case when question_kind = 'single' then 'exactly one right answer' else 'at least one right answer' end
          using errcode = 'P0001', detail = 'authoring_quiz_invalid';
      end if;
      accepted := '{}';
    end if;

    saved_id := nullif(question ->> 'id', '')::uuid;
    if saved_id is not null and not exists (
      select 1 from public.quiz_questions as q where q.id = saved_id and q.lesson_id = save_quiz.lesson_id
    ) then
      raise exception 'Question % belongs to another quiz.', n using errcode = 'P0001', detail = 'authoring_quiz_invalid';
    end if;
    saved := saved || coalesce(saved_id, gen_random_uuid());
  end loop;

  delete from public.quiz_questions as q
    where q.lesson_id = save_quiz.lesson_id and not (q.id = any (saved));
  update public.quiz_questions as q set position = 1000000 + q.position
    where q.lesson_id = save_quiz.lesson_id;

  n := 0;
  for question in select value from jsonb_array_elements(questions) loop
    n := n + 1;
    saved_id := saved[n];
    insert into public.quiz_questions as q (id, lesson_id, position, kind, prompt_en, prompt_ar, options)
    values (
      saved_id, save_quiz.lesson_id, n - 1, question ->> 'kind',
      btrim(question ->> 'prompt_en'), btrim(question ->> 'prompt_ar'),
      case when question ->> 'kind' = 'short' then '[]'::jsonb else (
        select jsonb_agg(jsonb_build_object(
          'id', o ->> 'id', 'text_en', btrim(o ->> 'text_en'), 'text_ar', btrim(o ->> 'text_ar')))
        from jsonb_array_elements(question -> 'options') as o
      ) end
    )
    on conflict (id) do update set position = excluded.position, kind = excluded.kind,
      prompt_en = excluded.prompt_en, prompt_ar = excluded.prompt_ar, options = excluded.options;
    insert into public.quiz_answer_keys as k (question_id, correct_option_ids, accepted_answers)
    values (
      saved_id,
      case when question ->> 'kind' = 'short' then '{}'::text[] else (
        select array_agg(value) from jsonb_array_elements_text(question -> 'correct_option_ids')) end,
      case when question ->> 'kind' = 'short' then (
        select array_agg(btrim(value)) from jsonb_array_elements_text(question -> 'accepted_answers')
        where btrim(value) <> '') else '{}'::text[] end
    )
    on conflict (question_id) do update set correct_option_ids = excluded.correct_option_ids,
      accepted_answers = excluded.accepted_answers;
  end loop;

  insert into public.lesson_contents as lc (lesson_id, pass_mark) values (save_quiz.lesson_id, save_quiz.pass_mark)
    on conflict (lesson_id) do update set pass_mark = excluded.pass_mark;
  return saved;
end
$$;

comment on function public.save_quiz(uuid, integer, jsonb) is
  'Saves a quiz lesson''s pass mark, questions and answer keys atomically; editors only.';

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.guard_course_authoring() from anon, authenticated, public;
revoke execute on function public.guard_course_delete() from anon, authenticated, public;
revoke execute on function public.course_has_learners(uuid) from anon, public;
grant execute on function public.course_has_learners(uuid) to authenticated, service_role;
revoke execute on function public.require_course_editor(uuid) from anon, public;
revoke execute on function public.course_publish_problems(uuid) from anon, public;
revoke execute on function public.reorder_course_chapters(uuid, uuid[]) from anon, public;
revoke execute on function public.reorder_chapter_lessons(uuid, uuid[]) from anon, public;
revoke execute on function public.save_quiz(uuid, integer, jsonb) from anon, public;
grant execute on function public.is_teacher() to anon, authenticated, service_role;
grant execute on function public.is_enrolled(uuid) to anon;
grant execute on function public.can_edit_question(uuid) to authenticated, service_role;
grant execute on function public.require_course_editor(uuid) to authenticated, service_role;
grant execute on function public.course_publish_problems(uuid) to authenticated, service_role;
grant execute on function public.reorder_course_chapters(uuid, uuid[]) to authenticated, service_role;
grant execute on function public.reorder_chapter_lessons(uuid, uuid[]) to authenticated, service_role;
grant execute on function public.save_quiz(uuid, integer, jsonb) to authenticated, service_role;
