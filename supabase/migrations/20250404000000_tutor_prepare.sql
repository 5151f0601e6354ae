-- The AI tutor's preparation in one call (issue 22): rpc('tutor_prepare') gathers what the
-- ai-tutor function needs before it answers — the learner's turn (live session, quota, rate
-- slot), the conversation and its recent messages, the course in view, the learner's level and
-- language, the best lesson passages — instead of six requests made one after the other. The
-- function calls it with the learner's own JWT, so the caller is auth.uid() (never a parameter)
-- and RLS applies to what it reads. tutor_prepare itself is SECURITY INVOKER; the one step that
-- needs more than the learner's rights, take_my_tutor_turn, is SECURITY DEFINER and acts only for
-- auth.uid(). The open quiz and homework items (with the answers to protect) stay behind the
-- service-only tutor_open_items, which the function reads alongside.
-- Refusals are returned, not raised, so a rate slot once taken stays taken:
--   { refusal: 'tutor_quota_exceeded' | 'tutor_rate_limited' | 'tutor_conversation_not_found', … }.
-- Errors raised use SQLSTATE P0001 with tutor_not_signed_in in DETAIL, or 22023 for parameters.

-- The signed-in learner's turn: a live session (an ended session's token is refused, as
-- /auth/v1/user refuses it), a question left today, a rate slot, and a conversation id that is
-- not another learner's. Returns { refusal, quota, retry_after_seconds }; refusal null = go on.
create function public.take_my_tutor_turn(per_minute integer, conversation uuid default null)
  returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  learner uuid := auth.uid();
  session_id text := auth.jwt() ->> 'session_id';
  quota jsonb;
  slot jsonb;
begin
  if learner is null or (session_id is not null and not exists (
      select 1 from auth.sessions as s where s.id::text = session_id)) then
    raise exception 'Log in to use the AI tutor.' using errcode = 'P0001', detail = 'tutor_not_signed_in';
  end if;
  if per_minute is null or per_minute < 1 then
    raise exception 'per_minute must be at least 1' using errcode = '22023';
  end if;
  quota := public.tutor_quota(learner);
  if (quota ->> 'remaining')::integer <= 0 then
    return jsonb_build_object('refusal', 'tutor_quota_exceeded', 'quota', quota);
  end if;
  slot := public.take_tutor_rate_slot(learner, per_minute);
  if not (slot ->> 'granted')::boolean then
    return jsonb_build_object('refusal', 'tutor_rate_limited', 'quota', quota,
                              'retry_after_seconds', (slot ->> 'retry_after_seconds')::integer);
  end if;
  if exists (select 1 from public.tutor_conversations as t
             where t.id = conversation and t.user_id <> learner) then
    return jsonb_build_object('refusal', 'tutor_conversation_not_found', 'quota', quota);
  end if;
  return jsonb_build_object('refusal', null, 'quota', quota);
end
$$;

-- rpc('tutor_prepare', { message, per_minute, conversation?, course?, lesson?, lang?, history? }):
-- the learner's turn, then (when it is not refused) what the answer is built from: { refusal:
-- null, learner, quota, continued, course_id, lesson_id, language, level, passages, history }. `lang` is the language the message is written in (null when it has no letters: the
-- profile's language is used); `history` is how many of the conversation's last messages to
-- return (oldest first). Passages are searched in the lesson and course in view in the answer's
-- language, then in either language, then (with a course) in any course the learner may open.
create function public.tutor_prepare(
  message text,
  per_minute integer,
  conversation uuid default null,
  course uuid default null,
  lesson uuid default null,
  lang text default null,
  history integer default 0
) returns jsonb
  language plpgsql
  set search_path = ''
  as $$
declare
  turn jsonb := public.take_my_tutor_turn(per_minute, conversation);
  existing public.tutor_conversations;
  profile public.profiles;
  answer_lang text := lang;
  scope record;
  passages jsonb := '[]';
  messages jsonb := '[]';
begin
  if turn ->> 'refusal' is not null then
    return turn;
  end if;
  if answer_lang is not null and answer_lang not in ('en', 'ar') then
    raise exception 'lang must be en or ar' using errcode = '22023';
  end if;
  if history is null or history not between 0 and 20 then
    raise exception 'history must be between 0 and 20' using errcode = '22023';
  end if;
  select * into existing from public.tutor_conversations as t where t.id = conversation;
  lesson := coalesce(lesson, existing.lesson_id);
  course := coalesce(course,
    (select l.course_id from public.lessons as l where l.id = lesson), existing.course_id);
  select * into profile from public.profiles as p where p.id = auth.uid();
  answer_lang := coalesce(answer_lang,
    case when profile.preferred_language = 'ar' then 'ar' else 'en' end);

  for scope in
    select * from (values (1, course, lesson, answer_lang), (2, course, lesson, null),
                          (3, null, null, answer_lang), (4, null, null, null))
      as s (step, course_id, lesson_id, lang)
    where s.step <= 2 or course is not null
    order by s.step
  loop
    select coalesce(jsonb_agg(jsonb_build_object(
             'lesson_id', p.lesson_id, 'course_id', p.course_id, 'course_slug', p.course_slug,
             'lesson_title_en', p.lesson_title_en, 'lesson_title_ar', p.lesson_title_ar,
             'passage_lang', p.passage_lang, 'source', p.source, 'start_second', p.start_second,
             'body', p.body, 'score', p.score) order by p.ordinality), '[]')
      into passages
      from public.search_lesson_passages(message, scope.course_id, scope.lesson_id, scope.lang, 3)
        with ordinality as p;
    exit when jsonb_array_length(passages) > 0;
  end loop;

  if existing.id is not null and history > 0 then
    select coalesce(jsonb_agg(jsonb_build_object('role', m.role, 'content', m.content)
                              order by m.created_at), '[]')
      into messages
      from (select m.role, m.content, m.created_at from public.tutor_messages as m
            where m.conversation_id = existing.id
            order by m.created_at desc limit history) as m;
  end if;

  return jsonb_build_object(
    'refusal', null,
    'learner', auth.uid(),
    'quota', turn -> 'quota',
    'continued', existing.id is not null,
    'course_id', course,
    'lesson_id', lesson,
    'language', answer_lang,
    'level', profile.placement_level,
    'passages', passages,
    'history', messages);
end
$$;

revoke execute on function public.take_my_tutor_turn(integer, uuid),
  public.tutor_prepare(text, integer, uuid, uuid, uuid, text, integer)
  from public, anon;
grant execute on function public.take_my_tutor_turn(integer, uuid),
  public.tutor_prepare(text, integer, uuid, uuid, uuid, text, integer)
  to authenticated;
