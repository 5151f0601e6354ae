-- Quiz questions show the content bank's pictures and recordings (issue 20): a question copied
-- from the bank keeps its media, as the path of the file in the public bucket 'bank-media'
-- (readable by the learners of the quiz like any public file). save_quiz is as before and keeps
-- `media_path`, which must be a file of the bank, with the file's titles as its text alternative;
-- the bank refuses to delete media a quiz shows (DETAIL bank_media_in_use).

alter table public.quiz_questions
  add column media_path text check (media_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}$'),
  -- The file's titles in the bank when it was saved: the picture's text alternative.
  add column media_alt_en text not null default '',
  add column media_alt_ar text not null default '';

create function public.guard_bank_media_delete() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if exists (select 1 from public.quiz_questions as q where q.media_path = old.path) then
    raise exception 'A quiz shows this file: take it out of the quiz first.'
      using errcode = 'P0001', detail = 'bank_media_in_use';
  end if;
  return old;
end
$$;

revoke execute on function public.guard_bank_media_delete() from public, anon, authenticated;

create trigger bank_media_guard_delete
  before delete on public.bank_media
  for each row execute function public.guard_bank_media_delete();

create or replace function public.save_quiz(lesson_id uuid, pass_mark integer, questions jsonb)
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

    if coalesce(question ->> 'media_path', '') <> '' and not exists (
      select 1 from public.bank_media as m where m.path = question ->> 'media_path'
    ) then
      raise exception 'Question %: its picture or recording is not in the content bank.', n
        using errcode = 'P0001', detail = 'authoring_quiz_invalid';
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
    insert into public.quiz_questions as q (id, lesson_id, position, kind, prompt_en, prompt_ar,
        media_path, media_alt_en, media_alt_ar, options)
    values (
      saved_id, save_quiz.lesson_id, n - 1, question ->> 'kind',
      btrim(question ->> 'prompt_en'), btrim(question ->> 'prompt_ar'),
      nullif(question ->> 'media_path', ''),
      coalesce((select coalesce(nullif(m.title_en, ''), m.title_ar) from public.bank_media as m
        where m.path = question ->> 'media_path'), ''),
      coalesce((select coalesce(nullif(m.title_ar, ''), m.title_en) from public.bank_media as m
        where m.path = question ->> 'media_path'), ''),
      case when question ->> 'kind' = 'short' then '[]'::jsonb else (
        select jsonb_agg(jsonb_build_object(
          'id', o ->> 'id', 'text_en', btrim(o ->> 'text_en'), 'text_ar', btrim(o ->> 'text_ar')))
        from jsonb_array_elements(question -> 'options') as o
      ) end
    )
    on conflict (id) do update set position = excluded.position, kind = excluded.kind,
      prompt_en = excluded.prompt_en, prompt_ar = excluded.prompt_ar,
      media_path = excluded.media_path, media_alt_en = excluded.media_alt_en,
      media_alt_ar = excluded.media_alt_ar, options = excluded.options;
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

