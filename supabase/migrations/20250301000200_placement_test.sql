-- The adaptive placement test (issue 19): an item bank tagged A1–C1 whose answer key never leaves
-- the database, attempts answered one question at a time through security-definer functions,
-- and the result saved on the profile (the dashboard and the catalogue recommend by it).
--
-- The rule that picks the next level and settles the result is `placement_step()`, a mirror of
-- `placementStep` in @splendid/domain (a backend test holds the two equal over every path).
-- Errors use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   placement_not_signed_in, placement_retake_too_soon (HINT: the timestamp from which a retake
--   is allowed), placement_attempt_not_found, placement_attempt_finished,
--   placement_not_current_question, placement_choice_out_of_range.

alter table public.profiles
  add column placement_level text check (placement_level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  add column placement_taken_at timestamptz;
-- No update grant: only finish_placement() below writes them.

create table public.placement_items (
  id text primary key,
  level text not null check (level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  position smallint not null,
  prompt text not null,
  choices text[] not null check (cardinality(choices) between 2 and 6),
  answer smallint not null,
  check (answer >= 0 and answer < cardinality(choices)),
  unique (level, position)
);

-- The item bank: six English questions per level, each completing a sentence.
insert into public.placement_items (id, level, position, prompt, choices, answer) values
  ('a1-1', 'A1', 1, 'She ___ a teacher at my school.',
    array['is', 'are', 'am', 'be'], 0),
  ('a1-2', 'A1', 2, 'I ___ two brothers and a sister.',
    array['has', 'have', 'having', 'am'], 1),
  ('a1-3', 'A1', 3, 'There ___ a bank near my house.',
    array['are', 'is', 'be', 'am'], 1),
  ('a1-4', 'A1', 4, 'They ___ football every Friday.',
    array['plays', 'play', 'playing', 'is play'], 1),
  ('a1-5', 'A1', 5, 'Where ___ you from?',
    array['is', 'am', 'are', 'do'], 2),
  ('a1-6', 'A1', 6, 'She has ___ old car.',
    array['a', 'an', 'any', 'many'], 1),
  ('a2-1', 'A2', 1, 'We ___ to Alexandria last summer.',
    array['go', 'goes', 'went', 'have gone'], 2),
  ('a2-2', 'A2', 2, 'My brother is ___ than me.',
    array['tall', 'taller', 'tallest', 'more tall'], 1),
  ('a2-3', 'A2', 3, 'I ___ TV when the phone rang.',
    array['watched', 'was watching', 'am watching', 'watch'], 1),
  ('a2-4', 'A2', 4, 'How ___ sugar do you want in your tea?',
    array['many', 'much', 'few', 'lot'], 1),
  ('a2-5', 'A2', 5, 'You ___ wear a seatbelt; it is the law.',
    array['must', 'mustn''t', 'needn''t', 'don''t have'], 0),
  ('a2-6', 'A2', 6, 'Let''s meet ___ Monday morning.',
    array['in', 'at', 'on', 'by'], 2),
  ('b1-1', 'B1', 1, 'I have lived in Giza ___ 2019.',
    array['for', 'since', 'from', 'during'], 1),
  ('b1-2', 'B1', 2, 'If it rains tomorrow, we ___ the match.',
    array['cancel', 'would cancel', 'will cancel', 'cancelled'], 2),
  ('b1-3', 'B1', 3, 'The museum ___ in 1902.',
    array['built', 'was built', 'has built', 'is building'], 1),
  ('b1-4', 'B1', 4, 'She asked me where ___.',
    array['I lived', 'did I live', 'do I live', 'I do live'], 0),
  ('b1-5', 'B1', 5, 'I''m not used to ___ up so early.',
    array['get', 'getting', 'got', 'be getting'], 1),
  ('b1-6', 'B1', 6, 'You ___ bring anything; we have everything we need.',
    array['don''t have to', 'mustn''t', 'haven''t to', 'aren''t to'], 0),
  ('b2-1', 'B2', 1, 'If I ___ more time, I would learn another language.',
    array['have', 'had', 'will have', 'would have'], 1),
  ('b2-2', 'B2', 2, 'By the time we arrived, the film ___.',
    array['already started', 'has already started', 'had already started', 'already starts'], 2),
  ('b2-3', 'B2', 3, 'I''d rather you ___ smoke in here.',
    array['don''t', 'didn''t', 'won''t', 'not'], 1),
  ('b2-4', 'B2', 4, 'She ___ have left already; her coat is still here.',
    array['can''t', 'mustn''t', 'shouldn''t', 'needn''t'], 0),
  ('b2-5', 'B2', 5, 'He denied ___ the window.',
    array['to break', 'breaking', 'break', 'broke'], 1),
  ('b2-6', 'B2', 6, 'It''s high time we ___ home.',
    array['go', 'went', 'will go', 'are going'], 1),
  ('c1-1', 'C1', 1, 'Hardly ___ down when the phone rang.',
    array['we had sat', 'had we sat', 'we sat', 'did we sat'], 1),
  ('c1-2', 'C1', 2, 'Not until the results came out ___ how close the race had been.',
    array['we realised', 'did we realise', 'we did realise', 'had realised'], 1),
  ('c1-3', 'C1', 3, 'Had I known about the traffic, I ___ earlier.',
    array['would leave', 'will have left', 'would have left', 'had left'], 2),
  ('c1-4', 'C1', 4, 'The proposal was rejected, ___ was hardly surprising.',
    array['that', 'what', 'which', 'who'], 2),
  ('c1-5', 'C1', 5, 'The committee insisted that he ___ present at every meeting.',
    array['is', 'be', 'was being', 'will be'], 1),
  ('c1-6', 'C1', 6, '___ the bad weather, the ceremony went ahead as planned.',
    array['Despite of', 'In spite', 'Notwithstanding', 'Although'], 2);

-- The bank is read only by the functions below (security definer): no policy, no grant.
alter table public.placement_items enable row level security;
revoke all on table public.placement_items from anon, authenticated;
grant all on table public.placement_items to service_role;

create table public.placement_attempts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  -- The question on screen, until the attempt is finished.
  pending_item_id text references public.placement_items (id),
  result_level text check (result_level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  check ((finished_at is null) = (result_level is null))
);

create index placement_attempts_user_started on public.placement_attempts (user_id, started_at desc);
-- At most one attempt in progress per learner.
create unique index placement_attempts_one_open on public.placement_attempts (user_id)
  where finished_at is null;

create table public.placement_answers (
  attempt_id uuid not null references public.placement_attempts (id) on delete cascade,
  item_id text not null references public.placement_items (id),
  position smallint not null,
  level text not null,
  choice smallint not null,
  correct boolean not null,
  answered_at timestamptz not null default now(),
  primary key (attempt_id, item_id),
  unique (attempt_id, position)
);

alter table public.placement_attempts enable row level security;
alter table public.placement_answers enable row level security;

create policy "placement_attempts: a user reads their own"
  on public.placement_attempts for select to authenticated
  using (user_id = (select auth.uid()));

create policy "placement_answers: a user reads the answers of their own attempts"
  on public.placement_answers for select to authenticated
  using (exists (
    select 1 from public.placement_attempts as a
    where a.id = attempt_id and a.user_id = (select auth.uid())
  ));

revoke all on table public.placement_attempts, public.placement_answers from anon, authenticated;
grant select on table public.placement_attempts, public.placement_answers to authenticated;
grant all on table public.placement_attempts, public.placement_answers to service_role;

-- The next step after `answers` (a JSON array of { level, correct }, in order):
-- { "kind": "next", "level": … } or { "kind": "result", "level": … }. Pure; mirrors placementStep.
create function public.placement_step(answers jsonb) returns jsonb
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  levels constant text[] := array['A1', 'A2', 'B1', 'B2', 'C1'];
  settling constant integer := 2;
  max_items constant integer := 15;
  right_count integer[] := array[0, 0, 0, 0, 0];
  wrong_count integer[] := array[0, 0, 0, 0, 0];
  answer jsonb;
  idx integer;
  last_position integer;
  last_correct boolean;
begin
  for answer in select value from jsonb_array_elements(coalesce(answers, '[]')) loop
    idx := array_position(levels, answer ->> 'level');
    if idx is null then
      raise exception 'Unknown placement level %.', answer ->> 'level' using errcode = '22023';
    end if;
    if (answer ->> 'correct')::boolean then
      right_count[idx] := right_count[idx] + 1;
    else
      wrong_count[idx] := wrong_count[idx] + 1;
    end if;
    last_position := idx;
    last_correct := (answer ->> 'correct')::boolean;
  end loop;
  for idx in reverse 5..1 loop
    if right_count[idx] >= settling
        and (idx = 5 or wrong_count[idx + 1] >= settling) then
      return jsonb_build_object('kind', 'result', 'level', levels[idx]);
    end if;
  end loop;
  if wrong_count[1] >= settling then
    return jsonb_build_object('kind', 'result', 'level', 'A1');
  end if;
  if jsonb_array_length(coalesce(answers, '[]')) >= max_items then
    for idx in reverse 5..1 loop
      if right_count[idx] > wrong_count[idx] then
        return jsonb_build_object('kind', 'result', 'level', levels[idx]);
      end if;
    end loop;
    return jsonb_build_object('kind', 'result', 'level', 'A1');
  end if;
  if last_position is null then
    return jsonb_build_object('kind', 'next', 'level', 'A2');
  end if;
  return jsonb_build_object('kind', 'next', 'level',
    levels[least(5, greatest(1, last_position + case when last_correct then 1 else -1 end))]);
end
$$;

grant execute on function public.placement_step(jsonb) to anon, authenticated, service_role;

-- When `learner` may take the test again (null: now).
create function public.placement_retake_at(learner uuid) returns timestamptz
  language sql stable
  security definer
  set search_path = ''
  as $$
    select p.placement_taken_at + interval '7 days'
      from public.profiles as p
      where p.id = learner and p.placement_taken_at + interval '7 days' > now()
  $$;

revoke execute on function public.placement_retake_at(uuid) from public, anon;
grant execute on function public.placement_retake_at(uuid) to authenticated, service_role;

-- The question to ask at `wanted` in `attempt`: one not yet asked in it, preferring the level
-- closest to `wanted`, then items the learner did not see in earlier attempts, then bank order.
create function public.next_placement_item(attempt uuid, learner uuid, wanted text)
  returns text
  language sql stable
  security definer
  set search_path = ''
  as $$
    select i.id
      from public.placement_items as i
      where not exists (
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

revoke execute on function public.next_placement_item(uuid, uuid, text)
  from public, anon, authenticated;

-- What the browser sees of an attempt in progress: the question without its answer.
create function public.placement_question(attempt uuid) returns jsonb
  language sql stable
  security definer
  set search_path = ''
  as $$
    select jsonb_build_object(
      'done', false,
      'attempt_id', a.id,
      'position', (select count(*) from public.placement_answers as x where x.attempt_id = a.id) + 1,
      'max_items', 15,
      'item', jsonb_build_object('id', i.id, 'prompt', i.prompt, 'choices', to_jsonb(i.choices))
    )
    from public.placement_attempts as a
      join public.placement_items as i on i.id = a.pending_item_id
    where a.id = attempt
  $$;

revoke execute on function public.placement_question(uuid) from public, anon, authenticated;

-- rpc('start_placement'): the signed-in learner's attempt in progress (resumed where they left
-- it) or a new one at A2; refused within 7 days of a finished test.
create function public.start_placement() returns jsonb
  language plpgsql volatile
  security definer
  set search_path = ''
  as $$
declare
  learner uuid := auth.uid();
  open_attempt uuid;
  retake_at timestamptz;
begin
  if learner is null then
    raise exception 'Log in to take the placement test.'
      using errcode = 'P0001', detail = 'placement_not_signed_in';
  end if;
  -- One start at a time per learner (two tabs pressing Start get the same attempt).
  perform 1 from public.profiles where id = learner for update;
  select a.id into open_attempt from public.placement_attempts as a
    where a.user_id = learner and a.finished_at is null;
  if open_attempt is not null then
    return public.placement_question(open_attempt);
  end if;
  retake_at := public.placement_retake_at(learner);
  if retake_at is not null then
    raise exception 'You can take the placement test again from %.', retake_at
      using errcode = 'P0001', detail = 'placement_retake_too_soon', hint = retake_at::text;
  end if;
  insert into public.placement_attempts (user_id) values (learner) returning id into open_attempt;
  update public.placement_attempts
    set pending_item_id = public.next_placement_item(open_attempt, learner, 'A2')
    where id = open_attempt;
  return public.placement_question(open_attempt);
end
$$;

revoke execute on function public.start_placement() from public, anon;
grant execute on function public.start_placement() to authenticated, service_role;

-- rpc('answer_placement', { attempt_id, item_id, choice }): records the answer to the question
-- on screen and returns the next question, or { done: true, level, answered, correct,
-- taken_at } when the level is settled (then saved on the profile).
create function public.answer_placement(attempt_id uuid, item_id text, choice integer)
  returns jsonb
  language plpgsql volatile
  security definer
  set search_path = ''
  as $$
declare
  learner uuid := auth.uid();
  attempt public.placement_attempts;
  item public.placement_items;
  step jsonb;
  answered integer;
  right_answers integer;
begin
  if learner is null then
    raise exception 'Log in to take the placement test.'
      using errcode = 'P0001', detail = 'placement_not_signed_in';
  end if;
  select * into attempt from public.placement_attempts as a
    where a.id = answer_placement.attempt_id and a.user_id = learner
    for update;
  if not found then
    raise exception 'This placement test was not found.'
      using errcode = 'P0001', detail = 'placement_attempt_not_found';
  end if;
  if attempt.finished_at is not null then
    raise exception 'This placement test is already finished.'
      using errcode = 'P0001', detail = 'placement_attempt_finished';
  end if;
  if attempt.pending_item_id is distinct from answer_placement.item_id then
    raise exception 'This is not the current question.'
      using errcode = 'P0001', detail = 'placement_not_current_question';
  end if;
  select * into item from public.placement_items as i where i.id = attempt.pending_item_id;
  if choice is null or choice < 0 or choice >= cardinality(item.choices) then
    raise exception 'Choose one of the answers.'
      using errcode = 'P0001', detail = 'placement_choice_out_of_range';
  end if;

  insert into public.placement_answers (attempt_id, item_id, position, level, choice, correct)
    values (
      attempt.id, item.id,
      (select count(*) + 1 from public.placement_answers as x where x.attempt_id = attempt.id),
      item.level, choice, choice = item.answer
    );
  step := public.placement_step((
    select coalesce(jsonb_agg(jsonb_build_object('level', x.level, 'correct', x.correct)
      order by x.position), '[]')
    from public.placement_answers as x where x.attempt_id = attempt.id
  ));

  if step ->> 'kind' = 'next' then
    update public.placement_attempts
      set pending_item_id = public.next_placement_item(attempt.id, learner, step ->> 'level')
      where id = attempt.id;
    return public.placement_question(attempt.id);
  end if;

  update public.placement_attempts
    set finished_at = now(), result_level = step ->> 'level', pending_item_id = null
    where id = attempt.id;
  update public.profiles
    set placement_level = step ->> 'level', placement_taken_at = now()
    where id = learner;
  select count(*), count(*) filter (where x.correct) into answered, right_answers
    from public.placement_answers as x where x.attempt_id = attempt.id;
  return jsonb_build_object(
    'done', true,
    'attempt_id', attempt.id,
    'level', step ->> 'level',
    'answered', answered,
    'correct', right_answers,
    'taken_at', now()
  );
end
$$;

revoke execute on function public.answer_placement(uuid, text, integer) from public, anon;
grant execute on function public.answer_placement(uuid, text, integer) to authenticated, service_role;
