-- The content bank (issue 20): questions shared by the staff, tagged by level, skill and subject,
-- found by full-text search in English and Arabic, imported in bulk (all or nothing), copied into
-- quizzes, and the source of the placement test's items.
--
-- Who: teachers and admins read the whole bank (answer keys included: learners never read it);
-- they add questions; a question is changed or deleted by whoever added it, or an admin. Only
-- admins put a question into the placement test or change one that is in it. Every write, also
-- one straight through the API, is checked by bank_question_problem (guard_bank_question).
--
-- Errors use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL (RULE_CODES.contentBank):
--   bank_question_invalid (MESSAGE says what, HINT holds { "field": … }),
--   bank_import_invalid (HINT: a JSON array of { "row", "message" }), bank_import_too_large,
--   bank_search_invalid; 42501 for callers who are not staff or not the question's author.

create function public.is_staff() returns boolean
  language sql stable
  set search_path = ''
  as $$
    select public.is_admin() or public.is_teacher()
  $$;

comment on function public.is_staff() is 'true for teachers and admins';

-- The texts of a question's options in one language, for its search vector (immutable, so a
-- generated column can use it).
create function public.bank_option_texts(options jsonb, lang text) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$
    select coalesce(string_agg(o ->> ('text_' || lang), ' '), '')
      from jsonb_array_elements(case when jsonb_typeof(options) = 'array' then options else '[]' end) as o
  $$;

create table public.bank_questions (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('single', 'multiple', 'short')),
  prompt_en text not null default '' check (length(prompt_en) <= 2000),
  prompt_ar text not null default '' check (length(prompt_ar) <= 2000),
  -- [{"id": "a", "text_en": …, "text_ar": …}], [] for short answers.
  options jsonb not null default '[]' check (jsonb_typeof(options) = 'array'),
  correct_option_ids text[] not null default '{}',
  accepted_answers text[] not null default '{}',
  explanation text not null default '' check (length(explanation) <= 2000),
  level text check (level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  skill text check (skill in ('grammar', 'vocabulary', 'reading', 'listening', 'writing', 'speaking')),
  subject text check (subject in ('english', 'arabic', 'french', 'german', 'math', 'science', 'computing')),
  in_placement boolean not null default false,
  -- A picture or recording of the bank it shows (bank_media, 20250514000000_bank_media.sql).
  media_id uuid,
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (btrim(prompt_en) <> '' or btrim(prompt_ar) <> ''),
  -- A placement item is a single-choice question of a level with 2 to 6 English options.
  check (not in_placement or (kind = 'single' and level is not null and btrim(prompt_en) <> ''
    and jsonb_array_length(options) between 2 and 6)),
  search_text text generated always as (
    public.normalize_search_text(prompt_en || ' ' || prompt_ar || ' '
      || public.bank_option_texts(options, 'en') || ' ' || public.bank_option_texts(options, 'ar'))
  ) stored,
  search_vector tsvector generated always as (
    setweight(to_tsvector('english', prompt_en), 'A')
      || setweight(to_tsvector('arabic', public.normalize_search_text(prompt_ar)), 'A')
      || setweight(to_tsvector('english', public.bank_option_texts(options, 'en')), 'B')
      || setweight(to_tsvector('arabic', public.normalize_search_text(public.bank_option_texts(options, 'ar'))), 'B')
  ) stored
);

comment on table public.bank_questions is
  'The content bank''s questions, with their answer keys: staff only (teachers and admins).';

create index bank_questions_search_vector on public.bank_questions using gin (search_vector);
create index bank_questions_updated on public.bank_questions (updated_at desc, id);

create trigger bank_questions_touch_updated_at
  before update on public.bank_questions
  for each row execute function public.touch_updated_at();

alter table public.bank_questions enable row level security;

create policy "bank_questions: staff read the bank"
  on public.bank_questions for select to authenticated
  using ((select public.is_staff()));

create policy "bank_questions: staff add questions"
  on public.bank_questions for insert to authenticated
  with check ((select public.is_staff()) and created_by = (select auth.uid()));

create policy "bank_questions: authors and admins change them"
  on public.bank_questions for update to authenticated
  using ((select public.is_admin()) or (created_by = (select auth.uid()) and (select public.is_staff())))
  with check ((select public.is_admin()) or created_by = (select auth.uid()));

create policy "bank_questions: authors and admins delete them"
  on public.bank_questions for delete to authenticated
  using ((select public.is_admin()) or (created_by = (select auth.uid()) and (select public.is_staff())));

revoke all on table public.bank_questions from anon, authenticated;
grant select, insert, update, delete on table public.bank_questions to authenticated;
grant all on table public.bank_questions to service_role;

-- ---------------------------------------------------------------------------------------------
-- Checking a question
-- ---------------------------------------------------------------------------------------------

-- What is wrong with a question (the shape save_bank_question and the import take), as
-- { field, message }, else null.
create function public.bank_question_problem(question jsonb) returns jsonb
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  kind text := question ->> 'kind';
  options jsonb := coalesce(question -> 'options', '[]');
  option_ids text[];
  correct text[];
  accepted text[];
  problem text;
  field text;
begin
  if jsonb_typeof(question) is distinct from 'object' then
    return jsonb_build_object('field', 'question', 'message', 'A question is an object.');
  end if;
  if kind is null or kind not in ('single', 'multiple', 'short') then
    return jsonb_build_object('field', 'kind', 'message', 'The kind is single, multiple or short.');
  end if;
  if btrim(coalesce(question ->> 'prompt_en', '')) = '' and btrim(coalesce(question ->> 'prompt_ar', '')) = '' then
    return jsonb_build_object('field', 'prompt', 'message', 'Write the question in English or Arabic.');
  end if;
  if length(coalesce(question ->> 'prompt_en', '')) > 2000 or length(coalesce(question ->> 'prompt_ar', '')) > 2000 then
    return jsonb_build_object('field', 'prompt', 'message', 'A question is at most 2,000 characters.');
  end if;
  if question ? 'level' and question ->> 'level' is not null
     and question ->> 'level' not in ('A1', 'A2', 'B1', 'B2', 'C1') then
    return jsonb_build_object('field', 'level', 'message', 'The level is one of A1, A2, B1, B2, C1.');
  end if;
  if question ? 'skill' and question ->> 'skill' is not null and question ->> 'skill' not in
     ('grammar', 'vocabulary', 'reading', 'listening', 'writing', 'speaking') then
    return jsonb_build_object('field', 'skill', 'message',
      'The skill is one of grammar, vocabulary, reading, listening, writing, speaking.');
  end if;
  if question ? 'subject' and question ->> 'subject' is not null and question ->> 'subject' not in
     ('english', 'arabic', 'french', 'german', 'math', 'science', 'computing') then
    return jsonb_build_object('field', 'subject', 'message',
      'The subject is one of english, arabic, french, german, math, science, computing.');
  end if;
  if jsonb_typeof(options) <> 'array' or jsonb_array_length(options) > 8 then
    return jsonb_build_object('field', 'options', 'message', 'A question has at most 8 options.');
  end if;
  if jsonb_typeof(coalesce(question -> 'correct_option_ids', '[]')) <> 'array'
     or jsonb_typeof(coalesce(question -> 'accepted_answers', '[]')) <> 'array' then
    return jsonb_build_object('field', 'answers', 'message', 'The right answers are a list.');
  end if;
  select coalesce(array_agg(o ->> 'id'), '{}') into option_ids
    from jsonb_array_elements(options) as o
    where jsonb_typeof(o) = 'object' and coalesce(o ->> 'id', '') ~ '^[a-z0-9]{1,8}$'
      and (btrim(coalesce(o ->> 'text_en', '')) <> '' or btrim(coalesce(o ->> 'text_ar', '')) <> '')
      and length(coalesce(o ->> 'text_en', '')) <= 500 and length(coalesce(o ->> 'text_ar', '')) <= 500;
  select coalesce(array_agg(value), '{}') into correct
    from jsonb_array_elements_text(coalesce(question -> 'correct_option_ids', '[]'));
  select coalesce(array_agg(btrim(value)), '{}') into accepted
    from jsonb_array_elements_text(coalesce(question -> 'accepted_answers', '[]')) where btrim(value) <> '';
  if kind = 'short' then
    if jsonb_array_length(options) > 0 then
      return jsonb_build_object('field', 'options', 'message', 'A short-answer question has no options.');
    end if;
    if cardinality(accepted) = 0 or cardinality(accepted) > 20
       or exists (select 1 from unnest(accepted) as a where length(a) > 200) then
      return jsonb_build_object('field', 'answers', 'message', 'Give 1 to 20 accepted answers of at most 200 characters.');
    end if;
    return null;
  end if;
  if cardinality(option_ids) < 2 or cardinality(option_ids) <> jsonb_array_length(options)
     or not public.has_no_duplicates(option_ids) then
    return jsonb_build_object('field', 'options', 'message',
      'Give 2 to 8 options, each with a short id and a text of at most 500 characters.');
  end if;
  if cardinality(correct) = 0 or not (correct <@ option_ids) or not public.has_no_duplicates(correct)
     or (kind = 'single' and cardinality(correct) <> 1) then
    return jsonb_build_object('field', 'answers', 'message',
      case when kind = 'single' then 'Mark exactly one right option.' else 'Mark at least one right option.' end);
  end if;
  if cardinality(accepted) > 0 then
    return jsonb_build_object('field', 'answers', 'message', 'Only short-answer questions have accepted answers.');
  end if;
  return null;
end
$$;

grant execute on function public.bank_question_problem(jsonb) to authenticated, service_role;

-- The columns a question is written from (the JSON shape of save_bank_question and the import).
create function public.bank_question_row(question jsonb) returns public.bank_questions
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  result public.bank_questions;
  kind text := question ->> 'kind';
begin
  result.kind := kind;
  result.prompt_en := btrim(coalesce(question ->> 'prompt_en', ''));
  result.prompt_ar := btrim(coalesce(question ->> 'prompt_ar', ''));
  result.options := case when kind = 'short' then '[]'::jsonb else (
    select coalesce(jsonb_agg(jsonb_build_object('id', o ->> 'id',
      'text_en', btrim(coalesce(o ->> 'text_en', '')), 'text_ar', btrim(coalesce(o ->> 'text_ar', '')))
      order by n), '[]'::jsonb)
    from jsonb_array_elements(coalesce(question -> 'options', '[]')) with ordinality as x(o, n)) end;
  result.correct_option_ids := case when kind = 'short' then '{}'::text[] else (
    select coalesce(array_agg(value), '{}') from jsonb_array_elements_text(coalesce(question -> 'correct_option_ids', '[]'))) end;
  result.accepted_answers := case when kind = 'short' then (
    select coalesce(array_agg(btrim(value)), '{}') from jsonb_array_elements_text(coalesce(question -> 'accepted_answers', '[]'))
    where btrim(value) <> '') else '{}'::text[] end;
  result.explanation := btrim(coalesce(question ->> 'explanation', ''));
  result.level := nullif(question ->> 'level', '');
  result.skill := nullif(question ->> 'skill', '');
  result.subject := nullif(question ->> 'subject', '');
  result.in_placement := coalesce((question ->> 'in_placement')::boolean, false);
  result.media_id := case when coalesce(question ->> 'media_id', '') ~ '^[0-9a-f-]{36}$'
    then (question ->> 'media_id')::uuid end;
  return result;
end
$$;

-- rpc('save_bank_question', { question }): adds a question (no id) or changes one (its id),
-- checked by bank_question_problem; answers the stored row. RLS decides who may.
create function public.save_bank_question(question jsonb) returns public.bank_questions
  language plpgsql
  set search_path = ''
  as $$
declare
  problem jsonb := public.bank_question_problem(question);
  fields public.bank_questions;
  saved public.bank_questions;
begin
  if not public.is_staff() then
    raise exception 'Only teachers and admins use the content bank.' using errcode = '42501';
  end if;
  if problem is null and coalesce(question ->> 'media_id', '') <> '' and not exists (
    select 1 from public.bank_media as m where m.id::text = question ->> 'media_id'
  ) then
    problem := '{"field": "media", "message": "The picture or recording is not in the bank."}';
  end if;
  if problem is not null then
    raise exception '%', problem ->> 'message'
      using errcode = 'P0001', detail = 'bank_question_invalid', hint = problem::text;
  end if;
  fields := public.bank_question_row(question);
  if question ->> 'id' is null then
    insert into public.bank_questions (kind, prompt_en, prompt_ar, options, correct_option_ids,
        accepted_answers, explanation, level, skill, subject, in_placement, media_id)
      values (fields.kind, fields.prompt_en, fields.prompt_ar, fields.options,
        fields.correct_option_ids, fields.accepted_answers, fields.explanation, fields.level,
        fields.skill, fields.subject, fields.in_placement, fields.media_id)
      returning * into saved;
  else
    update public.bank_questions as b
      set kind = fields.kind, prompt_en = fields.prompt_en, prompt_ar = fields.prompt_ar,
          options = fields.options, correct_option_ids = fields.correct_option_ids,
          accepted_answers = fields.accepted_answers, explanation = fields.explanation,
          level = fields.level, skill = fields.skill, subject = fields.subject,
          in_placement = fields.in_placement, media_id = fields.media_id
      where b.id = (question ->> 'id')::uuid
      returning * into saved;
    if not found then
      raise exception 'There is no question % that you may change.', question ->> 'id'
        using errcode = '42501';
    end if;
  end if;
  return saved;
end
$$;

revoke execute on function public.save_bank_question(jsonb) from public, anon;
grant execute on function public.save_bank_question(jsonb) to authenticated, service_role;

-- rpc('import_bank_questions', { questions }): every question checked first; any problem and
-- nothing is added (DETAIL bank_import_invalid, HINT the problems by row, 1-based); else all of
-- them in one statement. At most 1,000 a call.
create function public.import_bank_questions(questions jsonb) returns integer
  language plpgsql
  set search_path = ''
  as $$
declare
  problems jsonb;
  added integer;
begin
  if not public.is_staff() then
    raise exception 'Only teachers and admins use the content bank.' using errcode = '42501';
  end if;
  if jsonb_typeof(questions) is distinct from 'array' or jsonb_array_length(questions) = 0 then
    raise exception 'Send a list of questions.'
      using errcode = 'P0001', detail = 'bank_import_invalid', hint = '[]';
  end if;
  if jsonb_array_length(questions) > 1000 then
    raise exception 'Import at most 1,000 questions at a time.'
      using errcode = 'P0001', detail = 'bank_import_too_large';
  end if;
  select jsonb_agg(jsonb_build_object('row', n, 'message', p ->> 'message', 'field', p ->> 'field') order by n)
    into problems
    from jsonb_array_elements(questions) with ordinality as x(q, n)
      cross join lateral (select public.bank_question_problem(q - 'in_placement' - 'id') as p) as checked
    where p is not null;
  if problems is not null then
    raise exception '% of % questions cannot be imported; nothing was added.',
        jsonb_array_length(problems), jsonb_array_length(questions)
      using errcode = 'P0001', detail = 'bank_import_invalid', hint = problems::text;
  end if;
  insert into public.bank_questions (kind, prompt_en, prompt_ar, options, correct_option_ids,
      accepted_answers, explanation, level, skill, subject)
    select r.kind, r.prompt_en, r.prompt_ar, r.options, r.correct_option_ids, r.accepted_answers,
        r.explanation, r.level, r.skill, r.subject
      from jsonb_array_elements(questions) with ordinality as x(q, n)
        cross join lateral public.bank_question_row(q - 'in_placement') as r
      order by n;
  get diagnostics added = row_count;
  return added;
end
$$;

revoke execute on function public.import_bank_questions(jsonb) from public, anon;
grant execute on function public.import_bank_questions(jsonb) to authenticated, service_role;

-- rpc('search_bank_questions', { q, level, skill, subject, kind }): the bank (RLS: staff) matched
-- by full-text search in English and Arabic (stemmed: "writes" finds "write", "الطلاب" finds
-- "طلاب") or, for partial words, every word of q appearing in the normalised text; best match
-- first, then the newest. Page with .range() and count: 'exact'.
create function public.search_bank_questions(
  q text default null,
  level text default null,
  skill text default null,
  subject text default null,
  kind text default null
) returns setof public.bank_questions
  language plpgsql stable
  set search_path = ''
  as $$
declare
  words text[];
  query tsquery;
begin
  if q is not null and length(q) > 200 then
    raise exception 'The search is at most 200 characters.'
      using errcode = 'P0001', detail = 'bank_search_invalid';
  end if;
  words := array_remove(string_to_array(coalesce(public.normalize_search_text(q), ''), ' '), '');
  if cardinality(words) > 0 then
    query := websearch_to_tsquery('english', q)
      || websearch_to_tsquery('arabic', public.normalize_search_text(q));
  end if;
  return query
    select b.*
    from public.bank_questions as b
    where (search_bank_questions.level is null or b.level = search_bank_questions.level)
      and (search_bank_questions.skill is null or b.skill = search_bank_questions.skill)
      and (search_bank_questions.subject is null or b.subject = search_bank_questions.subject)
      and (search_bank_questions.kind is null or b.kind = search_bank_questions.kind)
      and (cardinality(words) = 0
        or b.search_vector @@ query
        or not exists (select 1 from unnest(words) as w where strpos(b.search_text, w) = 0))
    order by
      case when cardinality(words) > 0 then ts_rank(b.search_vector, query) end desc nulls last,
      b.updated_at desc,
      b.id;
end
$$;

revoke execute on function public.search_bank_questions(text, text, text, text, text) from public, anon;
grant execute on function public.search_bank_questions(text, text, text, text, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The placement test draws its items from the bank
-- ---------------------------------------------------------------------------------------------

-- Each placement item now comes from a bank question (in_placement). An item taken out of the
-- test stays for the answers that name it, inactive: never asked again.
alter table public.placement_items
  add column bank_question_id uuid unique references public.bank_questions (id) on delete set null,
  add column active boolean not null default true;

-- Only admins put questions into the placement test or change ones that are in it; a placement
-- question needs English options (the test is in English).
create function public.guard_bank_question() returns trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  problem jsonb;
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and ((tg_op <> 'INSERT' and old.in_placement) or (tg_op <> 'DELETE' and new.in_placement)) then
    raise exception 'Only admins change the questions of the placement test.' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  -- Every write is checked as save_bank_question checks it, so a direct insert or update through
  -- the API cannot store a question a quiz or the placement test could not use.
  problem := public.bank_question_problem(to_jsonb(new));
  if problem is not null then
    raise exception '%', problem ->> 'message'
      using errcode = 'P0001', detail = 'bank_question_invalid', hint = problem::text;
  end if;
  if new.in_placement and exists (
    select 1 from jsonb_array_elements(new.options) as o where btrim(coalesce(o ->> 'text_en', '')) = ''
  ) then
    raise exception 'A placement question needs every option in English.'
      using errcode = 'P0001', detail = 'bank_question_invalid',
            hint = '{"field": "options", "message": "A placement question needs every option in English."}';
  end if;
  if tg_op = 'UPDATE' then
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

create trigger bank_questions_guard
  before insert or update or delete on public.bank_questions
  for each row execute function public.guard_bank_question();

-- Keeps the placement item of a bank question in step with it (owner's rights: learners and
-- staff never write placement_items).
create function public.sync_placement_item() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  choices text[];
  answer smallint;
begin
  if tg_op = 'DELETE' or not new.in_placement then
    update public.placement_items as i set active = false
      where i.bank_question_id = (case when tg_op = 'DELETE' then old.id else new.id end);
    return null;
  end if;
  select array_agg(o ->> 'text_en' order by n),
         (min(n) filter (where o ->> 'id' = new.correct_option_ids[1]) - 1)::smallint
    into choices, answer
    from jsonb_array_elements(new.options) with ordinality as x(o, n);
  insert into public.placement_items as i
      (id, level, position, prompt, choices, answer, bank_question_id, active)
    values ('bank-' || new.id, new.level,
      (select coalesce(max(p.position), 0) + 1 from public.placement_items as p where p.level = new.level),
      new.prompt_en, choices, answer, new.id, true)
    on conflict (bank_question_id) do update
      set position = case when i.level = excluded.level then i.position else excluded.position end,
          level = excluded.level, prompt = excluded.prompt, choices = excluded.choices,
          answer = excluded.answer, active = true;
  return null;
end
$$;

create trigger bank_questions_sync_placement
  after insert or update or delete on public.bank_questions
  for each row execute function public.sync_placement_item();

-- The placement questions asked so far become the bank's (tagged English grammar), linked to
-- their items so answers already given keep pointing at them.
insert into public.bank_questions (id, kind, prompt_en, options, correct_option_ids, level, skill,
    subject, created_by)
  select md5('placement-item:' || i.id)::uuid, 'single', i.prompt,
      (select jsonb_agg(jsonb_build_object('id', chr(96 + n::integer), 'text_en', c, 'text_ar', '') order by n)
         from unnest(i.choices) with ordinality as x(c, n)),
      array[chr(97 + i.answer)], i.level, 'grammar', 'english', null
    from public.placement_items as i;
update public.placement_items as i set bank_question_id = md5('placement-item:' || i.id)::uuid;
update public.bank_questions as b set in_placement = true
  where b.id in (select i.bank_question_id from public.placement_items as i);

-- next_placement_item as before, asking active items only.
create or replace function public.next_placement_item(attempt uuid, learner uuid, wanted text)
  returns text
  language sql stable
  security definer
  set search_path = ''
  as $$
    select i.id
      from public.placement_items as i
      where i.active and not exists (
        select 1 from public.placement_answers as a where a.attempt_id = attempt and a.item_id = i.id
      )
      order by
        abs(array_position(array['A1', 'A2', 'B1', 'B2', 'C1'], i.level)
          - array_position(array['A1', 'A2', 'B1', 'B2', 'C1'], wanted)),
        exists (
          select 1 from public.placement_answers as seen
            join public.placement_attempts as earlier on earlier.id = seen.attempt_id
          where earlier.user_id = learner and seen.item_id = i.id
        ),
        i.position
      limit 1
  $$;
