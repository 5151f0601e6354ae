-- Streaks and the daily goal (issue 19), computed in SQL from what the learner verifiably did.
-- A day counts (in Africa/Cairo time, DST included) when the learner completed a lesson, passed
-- a quiz or attended a tutoring session that day. Premium learners have one streak freeze per
-- week: a single missed day inside a run does not break it, once per ISO week.

-- The Cairo days on which `learner` learned, oldest first.
create function public.learning_days(learner uuid) returns setof date
  language sql stable
  security definer
  set search_path = ''
  as $$
    select distinct day from (
      select public.cairo_day(lc.completed_at) as day
        from public.lesson_completions as lc where lc.user_id = learner
      union all
      select public.cairo_day(qa.created_at)
        from public.quiz_attempts as qa where qa.user_id = learner and qa.passed
      union all
      select public.cairo_day(s.starts_at)
        from public.bookings as b join public.tutoring_slots as s on s.id = b.slot_id
        where b.user_id = learner and b.status = 'attended'
    ) as activity
    order by day
  $$;

revoke execute on function public.learning_days(uuid) from public, anon, authenticated;

-- The current and longest streak of `learner` as of the Cairo day `today`. `freezes` allows one
-- missed day per ISO week to be bridged (premium). The current streak still counts when the last
-- learning day was yesterday (today is not over), or the day before with a freeze left.
create function public.learning_streak(learner uuid, today date, freezes boolean)
  returns table (current_streak integer, longest_streak integer, active_today boolean)
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
declare
  day date;
  previous date;
  run integer := 0;
  longest integer := 0;
  frozen_weeks date[] := '{}';
begin
  for day in select d from public.learning_days(learner) as d where d <= today loop
    if previous is not null and day = previous + 1 then
      run := run + 1;
    elsif previous is not null and day = previous + 2 and freezes
        and not (date_trunc('week', previous + 1)::date = any (frozen_weeks)) then
      run := run + 1;
      frozen_weeks := frozen_weeks || date_trunc('week', previous + 1)::date;
    else
      run := 1;
    end if;
    longest := greatest(longest, run);
    previous := day;
  end loop;
  current_streak := case
    when previous is null then 0
    when previous >= today - 1 then run
    when previous = today - 2 and freezes
      and not (date_trunc('week', today - 1)::date = any (frozen_weeks)) then run
    else 0
  end;
  longest_streak := longest;
  active_today := coalesce(previous = today, false);
  return next;
end
$$;

revoke execute on function public.learning_streak(uuid, date, boolean)
  from public, anon, authenticated;

-- rpc('my_learning_summary'): the signed-in learner's xp, streak and today's progress towards the
-- daily goal, as the dashboard and /progress show them:
-- { xp, current_streak, longest_streak, active_today, today_xp, daily_goal_xp, daily_goal_met,
--   streak_freeze }.
create function public.my_learning_summary() returns jsonb
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
declare
  learner uuid := auth.uid();
  premium boolean := public.has_premium();
  today date := public.cairo_day(now());
  streak record;
  today_xp integer;
begin
  if learner is null then
    raise exception 'Log in to see your progress.'
      using errcode = 'P0001', detail = 'progress_not_signed_in';
  end if;
  select * into streak from public.learning_streak(learner, today, premium);
  today_xp := public.xp_earned_on(learner, today);
  return jsonb_build_object(
    'xp', (select p.xp from public.profiles as p where p.id = learner),
    'current_streak', streak.current_streak,
    'longest_streak', streak.longest_streak,
    'active_today', streak.active_today,
    'today_xp', today_xp,
    'daily_goal_xp', public.daily_goal_xp(),
    'daily_goal_met', today_xp >= public.daily_goal_xp(),
    'streak_freeze', premium
  );
end
$$;

revoke execute on function public.my_learning_summary() from public, anon;
grant execute on function public.my_learning_summary() to authenticated, service_role;
