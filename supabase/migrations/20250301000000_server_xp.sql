-- xp and badges earned on the server (issue 19). Until now the browser computed xp and badges and
-- wrote them to profiles, so anyone could give themselves any number or badge. From here:
-- - xp is awarded only by the database, on verifiable events, each once per source: a lesson
--   completed (by its kind), a quiz passed at the first attempt (bonus), a homework answer
--   graded, a tutoring session attended, and the daily goal met (once per Cairo day). Every
--   award is a row of xp_events; profiles.xp is kept equal to their sum.
-- - badges follow xp by the rules of spec §9, set by the database only.
-- - learners lose every write grant on xp and badges.

-- ---------------------------------------------------------------------------------------------
-- What each event is worth (mirrors XP_AWARDS in @splendid/domain; a backend test keeps them equal)
-- ---------------------------------------------------------------------------------------------

create function public.xp_amount(kind text) returns integer
  language sql immutable
  set search_path = ''
  as $$
    select case kind
      when 'video_lesson' then 20
      when 'reading_lesson' then 30
      when 'quiz_lesson' then 50
      when 'quiz_first_try' then 20
      when 'homework_graded' then 40
      when 'session_attended' then 60
      when 'daily_goal' then 10
    end
  $$;

-- xp a learner earns in one day (Africa/Cairo) to meet the daily goal (mirrors DAILY_GOAL_XP).
create function public.daily_goal_xp() returns integer
  language sql immutable
  set search_path = ''
  as $$ select 50 $$;

-- The learner's day: Splendid's learners are in Egypt, so days turn at Cairo's midnight (DST too).
create function public.cairo_day(at timestamptz) returns date
  language sql immutable
  set search_path = ''
  as $$ select (at at time zone 'Africa/Cairo')::date $$;

-- The badges of spec §9 held at `xp`, in the order they are earned (mirrors badgesForXp).
create function public.badges_for_xp(xp integer) returns text[]
  language sql immutable
  set search_path = ''
  as $$
    select coalesce(array_agg(rule.name order by rule.threshold), '{}')
    from (
      select 'XP Level ' || n * 100, n * 100 from generate_series(1, 9) as n
      union all select 'Language Explorer', 1000
      union all select 'Language Master', 2500
    ) as rule (name, threshold)
    where coalesce(xp, 0) >= rule.threshold
  $$;

-- ---------------------------------------------------------------------------------------------
-- xp_events
-- ---------------------------------------------------------------------------------------------

create table public.xp_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in (
    'video_lesson', 'reading_lesson', 'quiz_lesson', 'quiz_first_try', 'homework_graded',
    'session_attended', 'daily_goal', 'before_server_xp'
  )),
  -- The lesson, homework assignment, booking or Cairo day the xp is for: one award per user,
  -- kind and source.
  source_id text not null check (char_length(source_id) between 1 and 100),
  amount integer not null check (amount >= 0),
  created_at timestamptz not null default now(),
  constraint xp_events_once_per_source unique (user_id, kind, source_id)
);

comment on table public.xp_events is
  'Every xp award, written only by the database (public.award_xp); profiles.xp is their sum.';

create index xp_events_user_created_idx on public.xp_events (user_id, created_at);

alter table public.xp_events enable row level security;

create policy "xp_events: a user reads their own"
  on public.xp_events for select to authenticated
  using (user_id = (select auth.uid()));

create policy "xp_events: admins read every row"
  on public.xp_events for select to authenticated
  using (public.is_admin());

revoke all on table public.xp_events from anon, authenticated;
grant select on table public.xp_events to authenticated;
grant all on table public.xp_events to service_role;

-- The xp `learner` earned by learning on the Cairo day `day` (the daily goal's own award and xp
-- carried over from before this migration do not count).
create function public.xp_earned_on(learner uuid, day date) returns integer
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce(sum(e.amount), 0)::integer from public.xp_events as e
    where e.user_id = learner and e.kind not in ('daily_goal', 'before_server_xp')
      and public.cairo_day(e.created_at) = day
  $$;

revoke execute on function public.xp_earned_on(uuid, date) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- award_xp: the only way xp is earned
-- ---------------------------------------------------------------------------------------------

-- Awards `kind`'s xp to `learner` for `source`, once: a second call for the same source adds
-- nothing (also when calls race: the unique constraint decides). Updates profiles.xp and the
-- badges. Answers the xp awarded (0 when it had been already). Not callable through the API.
create function public.award_xp(learner uuid, kind text, source text)
  returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  amount integer := public.xp_amount(kind);
  awarded integer;
begin
  if amount is null then
    raise exception 'unknown xp award %', kind using errcode = '22023';
  end if;
  insert into public.xp_events (user_id, kind, source_id, amount)
    values (learner, kind, source, amount)
    on conflict on constraint xp_events_once_per_source do nothing
    returning xp_events.amount into awarded;
  if awarded is null then
    return 0;
  end if;
  update public.profiles as p
    set xp = p.xp + awarded,
        badges = public.badges_for_xp(p.xp + awarded)
    where p.id = learner;
  -- Learning worth the daily goal today earns the goal's own award, once a day.
  if kind <> 'daily_goal'
      and public.xp_earned_on(learner, public.cairo_day(now())) >= public.daily_goal_xp() then
    perform public.award_xp(learner, 'daily_goal', public.cairo_day(now())::text);
  end if;
  return awarded;
end
$$;

revoke execute on function public.award_xp(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.xp_amount(text) from public, anon;
grant execute on function public.xp_amount(text) to authenticated, service_role;
grant execute on function public.daily_goal_xp() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The events
-- ---------------------------------------------------------------------------------------------

-- A lesson completed for the first time: its kind's xp. record_lesson_completion is the one path
-- every completion RPC takes (20250201000200_lesson_completion.sql); it is unchanged but for the
-- award.
create or replace function public.record_lesson_completion(learner uuid, course uuid, lesson uuid)
  returns public.lesson_progress
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  inserted integer;
  result public.lesson_progress;
  lesson_kind text;
begin
  insert into public.lesson_completions (user_id, course_id, lesson_id)
    values (learner, course, lesson)
    on conflict do nothing;
  get diagnostics inserted = row_count;
  if inserted > 0 then
    select l.kind into lesson_kind from public.lessons as l where l.id = lesson;
    perform public.award_xp(learner, lesson_kind || '_lesson', lesson::text);
  end if;
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

-- A quiz passed at the learner's first attempt: a bonus on top of the lesson's xp.
create function public.award_quiz_first_try() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if new.passed and not exists (
    select 1 from public.quiz_attempts as a
    where a.user_id = new.user_id and a.lesson_id = new.lesson_id and a.id <> new.id
  ) then
    perform public.award_xp(new.user_id, 'quiz_first_try', new.lesson_id::text);
  end if;
  return null;
end
$$;

create trigger quiz_attempts_award_first_try
  after insert on public.quiz_attempts
  for each row execute function public.award_quiz_first_try();

-- A homework answer graded (by a tutor or the service role): once per assignment.
create function public.award_homework_graded() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if new.status = 'graded' and (tg_op = 'INSERT' or old.status is distinct from 'graded') then
    perform public.award_xp(new.user_id, 'homework_graded', new.assignment_id::text);
  end if;
  return null;
end
$$;

create trigger homework_submissions_award_graded
  after insert or update of status on public.homework_submissions
  for each row execute function public.award_homework_graded();

-- Bookings gain 'attended', set by the tutor's side (service role today); learners still may only
-- cancel (their update policy checks status = 'cancelled').
alter table public.bookings drop constraint bookings_status_check;
alter table public.bookings
  add constraint bookings_status_check check (status in ('booked', 'cancelled', 'attended'));

create function public.award_session_attended() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if new.status = 'attended' and old.status is distinct from 'attended' then
    perform public.award_xp(new.user_id, 'session_attended', new.id::text);
  end if;
  return null;
end
$$;

create trigger bookings_award_attended
  after update of status on public.bookings
  for each row execute function public.award_session_attended();

-- ---------------------------------------------------------------------------------------------
-- Learners no longer write xp or badges
-- ---------------------------------------------------------------------------------------------

revoke update (xp, badges) on table public.profiles from authenticated;

-- xp earned before this migration is kept as one event per learner; badges are recomputed from
-- the rules, which drops any badge a browser made up.
insert into public.xp_events (user_id, kind, source_id, amount)
  select p.id, 'before_server_xp', 'before_server_xp', p.xp from public.profiles as p where p.xp > 0
  on conflict do nothing;

update public.profiles as p
  set badges = public.badges_for_xp(p.xp)
  where p.badges is distinct from public.badges_for_xp(p.xp);
