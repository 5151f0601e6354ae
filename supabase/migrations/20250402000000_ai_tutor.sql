-- The AI tutor (issue 22), its server side: a search index over lesson content in English and
-- Arabic that answers ground themselves on, the learner's conversations with the tutor, the free
-- plan's daily quota (10 answered questions per Africa/Cairo day; premium unlimited, spec §1), a
-- per-minute rate limit for everyone, and the open homework and quiz items whose answers the
-- tutor must not give away. Only the function supabase/functions/ai-tutor writes conversations
-- and messages (with the service role); learners read, rename and delete their own.
-- Errors raised here use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   tutor_not_signed_in, tutor_quota_exceeded, tutor_conversation_not_found.
-- Parameter errors use SQLSTATE 22023 (invalid_parameter_value).

-- ---------------------------------------------------------------------------------------------
-- Video transcripts in the database
-- ---------------------------------------------------------------------------------------------

-- The captions of a video live as WebVTT objects in Storage, which SQL cannot read; the text is
-- also kept here (same WebVTT), so that it can be searched and cited at the second it is said.
alter table public.lesson_contents
  add column transcript_en text check (char_length(transcript_en) <= 200000),
  add column transcript_ar text check (char_length(transcript_ar) <= 200000);

comment on column public.lesson_contents.transcript_en is
  'WebVTT text of the English captions of a video lesson (the tutor searches and cites it).';
comment on column public.lesson_contents.transcript_ar is
  'WebVTT text of the Arabic captions of a video lesson (the tutor searches and cites it).';

-- ---------------------------------------------------------------------------------------------
-- lesson_passages: the search index
-- ---------------------------------------------------------------------------------------------

-- The form a passage and a question are compared in: normalize_search_text (Arabic letter
-- forms, diacritics, digits, case) with punctuation (ASCII and Arabic) turned into spaces.
create function public.passage_search_form(value text) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$
    select btrim(regexp_replace(
      regexp_replace(public.normalize_search_text(value),
        U&'[!-/:-@\\[-`{-~\060C\061B\061F\00AB\00BB\201C\201D\2018\2019\2013\2014\2026]+', ' ', 'g'),
      '[[:space:]]+', ' ', 'g'))
  $$;

create table public.lesson_passages (
  id bigint generated always as identity primary key,
  lesson_id uuid not null references public.lessons (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  lang text not null check (lang in ('en', 'ar')),
  -- Where the text comes from: a video's captions, a reading's Markdown, a quiz prompt.
  source text not null check (source in ('transcript', 'reading', 'quiz')),
  position integer not null check (position >= 0),
  -- Seconds into the video where the caption starts (transcripts only).
  start_second integer check (start_second >= 0),
  body text not null check (btrim(body) <> ''),
  search_text text generated always as (public.passage_search_form(body)) stored
);

comment on table public.lesson_passages is
  'Searchable passages of lesson content, rebuilt by triggers; read through rpc(''search_lesson_passages'').';

create index lesson_passages_lesson_idx on public.lesson_passages (lesson_id, lang, position);
create index lesson_passages_course_idx on public.lesson_passages (course_id);

alter table public.lesson_passages enable row level security;
revoke all on table public.lesson_passages from anon, authenticated;
grant select on table public.lesson_passages to service_role;

-- Markdown as plain text: emphasis, headings, quotes, code and table marks removed.
create function public.markdown_plain_text(markdown text) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$
    select btrim(regexp_replace(
      regexp_replace(regexp_replace(markdown, '-{3,}', ' ', 'g'), '[*_`#>|~]+', ' ', 'g'),
      '[[:space:]]+', ' ', 'g'))
  $$;

-- The text of a WebVTT cue block: what follows its timing line.
create function public.webvtt_cue_text(block text) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$ select regexp_replace(substr(block, strpos(block, '-->')), '^[^\n]*(\n|$)', '') $$;

-- Rebuilds the passages of one lesson from its content: each Markdown block (split at blank
-- lines), each WebVTT cue (with its start second) and each quiz prompt, in both languages. Quiz
-- options and answer keys are never indexed.
create function public.refresh_lesson_passages(lesson uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  course uuid;
begin
  delete from public.lesson_passages as p where p.lesson_id = lesson;
  select l.course_id into course from public.lessons as l where l.id = lesson;
  if not found then
    return;
  end if;
  insert into public.lesson_passages (lesson_id, course_id, lang, source, position, start_second, body)
  select lesson, course, block.lang, 'reading', block.n - 1, null,
         public.markdown_plain_text(block.body)
  from public.lesson_contents as lc
  cross join lateral (
    select 'en' as lang, b.body, b.n
      from regexp_split_to_table(coalesce(lc.body_en, ''), '\r?\n[ \t]*\r?\n') with ordinality as b (body, n)
    union all
    select 'ar', b.body, b.n
      from regexp_split_to_table(coalesce(lc.body_ar, ''), '\r?\n[ \t]*\r?\n') with ordinality as b (body, n)
  ) as block
  where lc.lesson_id = lesson and char_length(public.markdown_plain_text(block.body)) >= 3;

  insert into public.lesson_passages (lesson_id, course_id, lang, source, position, start_second, body)
  select lesson, course, cue.lang, 'transcript', cue.n - 1,
         coalesce(cue.timing[1]::integer, 0) * 3600 + cue.timing[2]::integer * 60 + cue.timing[3]::integer,
         btrim(regexp_replace(regexp_replace(
           public.webvtt_cue_text(cue.block), '<[^>]+>', ' ', 'g'),
           '[[:space:]]+', ' ', 'g'))
  from public.lesson_contents as lc
  cross join lateral (
    select c.lang, c.block, c.n,
           regexp_match(c.block, '(?:([0-9]+):)?([0-9]{1,2}):([0-9]{2})(?:[.,][0-9]+)?[ \t]*-->') as timing
    from (
      select 'en' as lang, b.block, b.n
        from regexp_split_to_table(coalesce(lc.transcript_en, ''), '\r?\n[ \t]*\r?\n') with ordinality as b (block, n)
      union all
      select 'ar', b.block, b.n
        from regexp_split_to_table(coalesce(lc.transcript_ar, ''), '\r?\n[ \t]*\r?\n') with ordinality as b (block, n)
    ) as c
  ) as cue
  where lc.lesson_id = lesson and cue.timing is not null
    and btrim(public.webvtt_cue_text(cue.block)) <> '';

  insert into public.lesson_passages (lesson_id, course_id, lang, source, position, start_second, body)
  select lesson, course, prompt.lang, 'quiz', q.position, null, prompt.body
  from public.quiz_questions as q
  cross join lateral (values ('en', q.prompt_en), ('ar', q.prompt_ar)) as prompt (lang, body)
  where q.lesson_id = lesson;
end
$$;

revoke execute on function public.refresh_lesson_passages(uuid) from public, anon, authenticated;

-- Keeps the passages in step with lessons, their content and their quiz prompts; the trigger's
-- argument names the column holding the lesson id.
create function public.refresh_lesson_passages_on_change() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform public.refresh_lesson_passages((to_jsonb(old) ->> tg_argv[0])::uuid);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform public.refresh_lesson_passages((to_jsonb(new) ->> tg_argv[0])::uuid);
  end if;
  return null;
end
$$;

revoke execute on function public.refresh_lesson_passages_on_change() from public, anon, authenticated;

create trigger lessons_refresh_passages
  after insert or update of course_id on public.lessons
  for each row execute function public.refresh_lesson_passages_on_change('id');
create trigger lesson_contents_refresh_passages
  after insert or update or delete on public.lesson_contents
  for each row execute function public.refresh_lesson_passages_on_change('lesson_id');
create trigger quiz_questions_refresh_passages
  after insert or update or delete on public.quiz_questions
  for each row execute function public.refresh_lesson_passages_on_change('lesson_id');

select public.refresh_lesson_passages(l.id) from public.lessons as l;

-- rpc('search_lesson_passages', { q, course?, lesson?, lang?, max? }): the passages that best
-- match q, among lessons the caller may open (published courses only — never a draft, not even
-- for its owner; premium lessons only with premium, free previews for all). Ranked by the
-- inverse document frequency of the question's words found in the passage (word prefixes, and
-- Arabic words also without their article), plus a bonus for the lesson asked about.
create function public.search_lesson_passages(
  q text,
  course uuid default null,
  lesson uuid default null,
  lang text default null,
  max integer default 5
) returns table (
  lesson_id uuid,
  course_id uuid,
  course_slug text,
  lesson_title_en text,
  lesson_title_ar text,
  passage_lang text,
  source text,
  start_second integer,
  body text,
  score double precision
)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  words text[];
  premium boolean := public.has_premium() or public.is_admin();
begin
  if q is null or char_length(q) > 1000 then
    raise exception 'q is required and at most 1000 characters long'
      using errcode = '22023', detail = 'tutor_query_invalid';
  end if;
  if search_lesson_passages.lang is not null and search_lesson_passages.lang not in ('en', 'ar') then
    raise exception 'lang must be en or ar' using errcode = '22023', detail = 'tutor_query_invalid';
  end if;
  if search_lesson_passages.max is null or search_lesson_passages.max not between 1 and 20 then
    raise exception 'max must be between 1 and 20' using errcode = '22023', detail = 'tutor_query_invalid';
  end if;
  select coalesce(array_agg(distinct
           case when w ~ U&'^\0627\0644' and char_length(w) >= 5 then substr(w, 3) else w end), '{}')
    into words
    from unnest(string_to_array(public.passage_search_form(q), ' ')) as w
    where char_length(w) >= 3 and not (w = any (public.tutor_stop_words()));
  if cardinality(words) = 0 then
    return;
  end if;
  return query
    with visible as (
      select p.*, c.slug, l.title_en, l.title_ar
      from public.lesson_passages as p
      join public.lessons as l on l.id = p.lesson_id
      join public.courses as c on c.id = p.course_id
      where c.is_published
        and (not c.is_premium or l.is_free_preview or premium)
        and (search_lesson_passages.course is null or p.course_id = search_lesson_passages.course)
        and (search_lesson_passages.lang is null or p.lang = search_lesson_passages.lang)
    ),
    weights as (
      select w.word,
             ln((1 + (select count(*) from visible)) / (0.5 + count(v.id))) as idf
      from unnest(words) as w (word)
      left join visible as v on strpos(' ' || v.search_text, ' ' || w.word) > 0
        or (w.word ~ U&'[\0600-\06FF]' and strpos(v.search_text, w.word) > 0)
      group by w.word
    ),
    scored as (
      select v.id, sum(greatest(wt.idf, 0.1))
               + case when v.lesson_id = search_lesson_passages.lesson then 1 else 0 end as total
      from visible as v
      join weights as wt on strpos(' ' || v.search_text, ' ' || wt.word) > 0
        or (wt.word ~ U&'[\0600-\06FF]' and strpos(v.search_text, wt.word) > 0)
      group by v.id, v.lesson_id
    )
    select v.lesson_id, v.course_id, v.slug, v.title_en, v.title_ar, v.lang, v.source,
           v.start_second, v.body, s.total::double precision
    from scored as s
    join visible as v on v.id = s.id
    order by s.total desc, v.lesson_id, v.lang, v.position
    limit search_lesson_passages.max;
end
$$;

-- Words too common to tell passages apart, in both languages (already in search form).
create function public.tutor_stop_words() returns text[]
  language sql immutable parallel safe
  set search_path = ''
  as $$
    select array['the', 'and', 'what', 'does', 'how', 'this', 'that', 'for', 'with', 'you',
      'your', 'are', 'can', 'mean', 'means', 'please', 'explain', 'about', 'from', 'have',
      'why', 'when', 'which', 'who', 'say', 'use', 'ماذا', 'معني', 'هذا', 'هذه', 'الذي',
      'التي', 'كيف', 'لماذا', 'متي', 'اين', 'على', 'علي', 'الي', 'الى', 'اشرح', 'عن', 'من',
      'في', 'هل']
  $$;

revoke execute on function public.search_lesson_passages(text, uuid, uuid, text, integer) from public, anon;
grant execute on function public.search_lesson_passages(text, uuid, uuid, text, integer)
  to authenticated, service_role;
grant execute on function public.passage_search_form(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- tutor_conversations and tutor_messages
-- ---------------------------------------------------------------------------------------------

create table public.tutor_conversations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  course_id uuid references public.courses (id) on delete set null,
  lesson_id uuid references public.lessons (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.tutor_conversations is
  'A learner''s conversation with the AI tutor; created by the ai-tutor function, renamed and deleted by its owner.';

create index tutor_conversations_user_updated_idx on public.tutor_conversations (user_id, updated_at desc);
create index tutor_conversations_course_id_idx on public.tutor_conversations (course_id);
create index tutor_conversations_lesson_id_idx on public.tutor_conversations (lesson_id);

create trigger tutor_conversations_touch_updated_at
  before update on public.tutor_conversations
  for each row execute function public.touch_updated_at();

create table public.tutor_messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.tutor_conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null check (char_length(content) between 1 and 20000),
  -- [{ lesson_id, course_slug, title, lang, start_second, url }] of the passages an answer used.
  citations jsonb not null default '[]' check (jsonb_typeof(citations) = 'array'),
  -- Where an answer came from: course search alone (no model), or a model ('ai').
  source text check (source in ('course_search', 'ai')),
  -- clock_timestamp(): the question and its answer are written in one transaction.
  created_at timestamptz not null default clock_timestamp(),
  constraint tutor_messages_source_of_answers check ((role = 'assistant') = (source is not null))
);

comment on table public.tutor_messages is
  'The questions and answers of a tutor conversation; written only by rpc(''record_tutor_answer'').';

create index tutor_messages_conversation_idx on public.tutor_messages (conversation_id, created_at);
create index tutor_messages_answers_by_day_idx on public.tutor_messages (user_id, created_at)
  where role = 'assistant';

alter table public.tutor_conversations enable row level security;
alter table public.tutor_messages enable row level security;

create policy "tutor_conversations: a user reads their own"
  on public.tutor_conversations for select to authenticated
  using (user_id = auth.uid());
create policy "tutor_conversations: a user renames their own"
  on public.tutor_conversations for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "tutor_conversations: a user deletes their own"
  on public.tutor_conversations for delete to authenticated
  using (user_id = auth.uid());
create policy "tutor_messages: a user reads their own"
  on public.tutor_messages for select to authenticated
  using (user_id = auth.uid());

revoke all on table public.tutor_conversations, public.tutor_messages from anon, authenticated;
grant select, delete on table public.tutor_conversations to authenticated;
grant update (title) on table public.tutor_conversations to authenticated;
grant select on table public.tutor_messages to authenticated;
grant all on table public.tutor_conversations, public.tutor_messages to service_role;

-- ---------------------------------------------------------------------------------------------
-- Quota: 10 answered questions per Cairo day on the free plan, none on premium
-- ---------------------------------------------------------------------------------------------

create function public.tutor_daily_free_questions() returns integer
  language sql immutable
  set search_path = ''
  as $$ select 10 $$;

-- Premium as the profile says: the premium plan, not expired.
create function public.tutor_unlimited(learner uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select p.active_subscription = 'premium'
         and (p.subscription_expires_at is null or p.subscription_expires_at > now())
      from public.profiles as p where p.id = learner
    ), false)
  $$;

-- Questions `learner` got an answer to since the start of today in Cairo (DST included).
create function public.tutor_questions_today(learner uuid) returns integer
  language sql stable
  security definer
  set search_path = ''
  as $$
    select count(*)::integer from public.tutor_messages as m
    where m.user_id = learner and m.role = 'assistant'
      and m.created_at >= (public.cairo_day(now())::timestamp at time zone 'Africa/Cairo')
  $$;

-- { limit, used, remaining } of `learner` today; limit and remaining are null when unlimited.
create function public.tutor_quota(learner uuid) returns jsonb
  language sql stable
  security definer
  set search_path = ''
  as $$
    select case when public.tutor_unlimited(learner)
      then jsonb_build_object('limit', null, 'used', public.tutor_questions_today(learner),
                              'remaining', null)
      else jsonb_build_object('limit', public.tutor_daily_free_questions(),
                              'used', public.tutor_questions_today(learner),
                              'remaining', greatest(public.tutor_daily_free_questions()
                                                    - public.tutor_questions_today(learner), 0))
    end
  $$;

-- rpc('my_tutor_quota'): the signed-in learner's quota today, as the tutor screen shows it.
create function public.my_tutor_quota() returns jsonb
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
begin
  if auth.uid() is null then
    raise exception 'Log in to use the AI tutor.' using errcode = 'P0001', detail = 'tutor_not_signed_in';
  end if;
  return public.tutor_quota(auth.uid());
end
$$;

-- Stores a question and its answer together, within the quota (service role only: the ai-tutor
-- function calls it once the answer is complete, so only answered questions count). The
-- learner's profile row is locked first, so concurrent questions of one learner are counted one
-- after the other and never pass the limit together. A new conversation is created with the
-- given id (titled after the question); another learner's id is refused.
create function public.record_tutor_answer(
  learner uuid,
  conversation uuid,
  question text,
  answer text,
  citations jsonb default '[]',
  source text default 'course_search',
  course uuid default null,
  lesson uuid default null
) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  owner uuid;
  question_id uuid;
  answer_id uuid;
begin
  perform 1 from public.profiles as p where p.id = learner for update;
  if not found then
    raise exception 'Log in to use the AI tutor.' using errcode = 'P0001', detail = 'tutor_not_signed_in';
  end if;
  if not public.tutor_unlimited(learner)
      and public.tutor_questions_today(learner) >= public.tutor_daily_free_questions() then
    raise exception 'You have used today''s % free AI Tutor questions. Upgrade to Premium for unlimited access.',
      public.tutor_daily_free_questions()
      using errcode = 'P0001', detail = 'tutor_quota_exceeded';
  end if;
  insert into public.tutor_conversations as t (id, user_id, title, course_id, lesson_id)
    values (conversation, learner,
            left(btrim(regexp_replace(question, '[[:space:]]+', ' ', 'g')), 80), course, lesson)
    on conflict (id) do update set updated_at = now()
    returning t.user_id into owner;
  if owner <> learner then
    raise exception 'This conversation does not exist.'
      using errcode = 'P0001', detail = 'tutor_conversation_not_found';
  end if;
  insert into public.tutor_messages (conversation_id, user_id, role, content)
    values (conversation, learner, 'user', question)
    returning id into question_id;
  insert into public.tutor_messages (conversation_id, user_id, role, content, citations, source)
    values (conversation, learner, 'assistant', answer, coalesce(citations, '[]'), source)
    returning id into answer_id;
  return jsonb_build_object('conversation_id', conversation, 'question_id', question_id,
                            'answer_id', answer_id, 'quota', public.tutor_quota(learner));
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Rate limit: questions per minute, for everyone
-- ---------------------------------------------------------------------------------------------

create table public.tutor_rate_events (
  user_id uuid not null references public.profiles (id) on delete cascade,
  requested_at timestamptz not null default clock_timestamp()
);

comment on table public.tutor_rate_events is 'When each learner last asked the tutor (the last minute is kept).';

create index tutor_rate_events_user_idx on public.tutor_rate_events (user_id, requested_at);
alter table public.tutor_rate_events enable row level security;
revoke all on table public.tutor_rate_events from anon, authenticated;
grant all on table public.tutor_rate_events to service_role;

-- Takes one of `per_minute` slots of the last 60 seconds for `learner` (service role only):
-- { granted, retry_after_seconds }. Serialised per learner like record_tutor_answer.
create function public.take_tutor_rate_slot(learner uuid, per_minute integer) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  window_start timestamptz := clock_timestamp() - interval '1 minute';
  taken integer;
  oldest timestamptz;
begin
  perform 1 from public.profiles as p where p.id = learner for update;
  delete from public.tutor_rate_events as e where e.user_id = learner and e.requested_at <= window_start;
  select count(*), min(e.requested_at) into taken, oldest
    from public.tutor_rate_events as e where e.user_id = learner;
  if taken >= per_minute then
    return jsonb_build_object('granted', false, 'retry_after_seconds',
      greatest(1, ceil(extract(epoch from oldest - window_start))::integer));
  end if;
  insert into public.tutor_rate_events (user_id) values (learner);
  return jsonb_build_object('granted', true, 'retry_after_seconds', 0);
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Open homework and quiz items: what the tutor must not answer
-- ---------------------------------------------------------------------------------------------

-- What a teacher expects as the answer to an assignment, so the tutor can refuse to give it.
create table public.homework_answer_keys (
  assignment_id uuid primary key references public.homework_assignments (id) on delete cascade,
  answers text[] not null default '{}'
);

comment on table public.homework_answer_keys is
  'Expected answers of an assignment, protected by the AI tutor; admins only.';

alter table public.homework_answer_keys enable row level security;
create policy "homework_answer_keys: admins manage"
  on public.homework_answer_keys for all to authenticated
  using (public.is_admin()) with check (public.is_admin());
revoke all on table public.homework_answer_keys from anon, authenticated;
grant select, insert, update, delete on table public.homework_answer_keys to authenticated;
grant all on table public.homework_answer_keys to service_role;

-- The open items of `learner` in `course` (or, without one, in the courses they follow): quiz
-- questions of quizzes not passed yet and homework not graded yet, with their prompts and the
-- answers to protect (accepted short answers, the texts of the right options, the homework's
-- expected answers). Service role only.
create function public.tutor_open_items(learner uuid, course uuid default null)
  returns table (kind text, item_id uuid, course_id uuid, prompt_en text, prompt_ar text,
                 answers text[])
  language sql stable
  security definer
  set search_path = ''
  as $$
    select 'quiz', q.id, l.course_id, q.prompt_en, q.prompt_ar,
           array(select distinct a from unnest(
             coalesce(k.accepted_answers, '{}')
             || array(select o ->> 'text_en' from jsonb_array_elements(q.options) as o
                      where o ->> 'id' = any (coalesce(k.correct_option_ids, '{}')))
             || array(select o ->> 'text_ar' from jsonb_array_elements(q.options) as o
                      where o ->> 'id' = any (coalesce(k.correct_option_ids, '{}')))
           ) as a where btrim(coalesce(a, '')) <> '')
    from public.quiz_questions as q
    join public.lessons as l on l.id = q.lesson_id
    left join public.quiz_answer_keys as k on k.question_id = q.id
    where (l.course_id = course or (course is null and exists (
            select 1 from public.enrollments as e where e.user_id = learner and e.course_id = l.course_id)))
      and not exists (
        select 1 from public.quiz_attempts as qa
        where qa.user_id = learner and qa.lesson_id = q.lesson_id and qa.passed)
    union all
    select 'homework', a.id, a.course_id, a.title_en || ': ' || a.instructions_en,
           a.title_ar || ': ' || a.instructions_ar, coalesce(k.answers, '{}')
    from public.homework_assignments as a
    left join public.homework_answer_keys as k on k.assignment_id = a.id
    where (a.course_id = course or exists (
            select 1 from public.enrollments as e where e.user_id = learner and e.course_id = a.course_id))
      and not exists (
        select 1 from public.homework_submissions as s
        where s.assignment_id = a.id and s.user_id = learner and s.status = 'graded')
  $$;

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.tutor_unlimited(uuid), public.tutor_questions_today(uuid),
  public.tutor_quota(uuid), public.record_tutor_answer(uuid, uuid, text, text, jsonb, text, uuid, uuid),
  public.take_tutor_rate_slot(uuid, integer), public.tutor_open_items(uuid, uuid)
  from public, anon, authenticated;
grant execute on function public.tutor_unlimited(uuid), public.tutor_questions_today(uuid),
  public.tutor_quota(uuid), public.record_tutor_answer(uuid, uuid, text, text, jsonb, text, uuid, uuid),
  public.take_tutor_rate_slot(uuid, integer), public.tutor_open_items(uuid, uuid)
  to service_role;
revoke execute on function public.my_tutor_quota() from public, anon;
grant execute on function public.my_tutor_quota() to authenticated, service_role;
grant execute on function public.tutor_daily_free_questions() to anon, authenticated, service_role;
