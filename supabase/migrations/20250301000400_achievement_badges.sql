-- Badges for what a learner achieved, beside the xp badges of spec §9 (issue 19): a first course
-- completed (its certificate issued) and learning streaks of 7 and 30 days. The database awards
-- them when their rule holds; like every badge they are only ever added (mirrors
-- ACHIEVEMENT_BADGES in @splendid/domain; a backend test holds the names equal).

-- The achievement badges `learner` has earned, in the order of ACHIEVEMENT_BADGES.
create function public.achievement_badges(learner uuid) returns text[]
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
declare
  premium boolean;
  longest integer;
  earned text[] := '{}';
begin
  select p.active_subscription <> 'free'
      and (p.subscription_expires_at is null or p.subscription_expires_at > now())
    into premium
    from public.profiles as p where p.id = learner;
  select s.longest_streak into longest
    from public.learning_streak(learner, public.cairo_day(now()), coalesce(premium, false)) as s;
  if exists (select 1 from public.certificates as c where c.user_id = learner) then
    earned := earned || 'First Course Complete'::text;
  end if;
  if coalesce(longest, 0) >= 7 then
    earned := earned || '7-Day Streak'::text;
  end if;
  if coalesce(longest, 0) >= 30 then
    earned := earned || '30-Day Streak'::text;
  end if;
  return earned;
end
$$;

revoke execute on function public.achievement_badges(uuid) from public, anon, authenticated;

-- Adds to `learner`'s badges every badge they now hold (xp and achievements) that they lack,
-- keeping the ones they have, in order, without duplicates.
create function public.grant_badges(learner uuid) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    update public.profiles as p
      set badges = p.badges || array(
        select held.badge
        from unnest(public.badges_for_xp(p.xp) || public.achievement_badges(learner))
          with ordinality as held (badge, n)
        where not (held.badge = any (p.badges))
        order by held.n
      )
      where p.id = learner
        and not ((public.badges_for_xp(p.xp) || public.achievement_badges(learner)) <@ p.badges)
  $$;

revoke execute on function public.grant_badges(uuid) from public, anon, authenticated;

-- award_xp as before, with the badges added by grant_badges (which no longer drops any).
create or replace function public.award_xp(learner uuid, kind text, source text)
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
  update public.profiles as p set xp = p.xp + awarded where p.id = learner;
  perform public.grant_badges(learner);
  -- Learning worth the daily goal today earns the goal's own award, once a day.
  if kind <> 'daily_goal'
      and public.xp_earned_on(learner, public.cairo_day(now())) >= public.daily_goal_xp() then
    perform public.award_xp(learner, 'daily_goal', public.cairo_day(now())::text);
  end if;
  return awarded;
end
$$;

revoke execute on function public.award_xp(uuid, text, text) from public, anon, authenticated;

-- A certificate (issued by the database at 100 %) earns the first-course badge.
create function public.grant_badges_for_certificate() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  perform public.grant_badges(new.user_id);
  return null;
end
$$;

revoke execute on function public.grant_badges_for_certificate() from public, anon, authenticated;

create trigger certificates_grant_badges
  after insert on public.certificates
  for each row execute function public.grant_badges_for_certificate();

-- Learners who already hold a certificate or a streak get their badges now.
select public.grant_badges(p.id) from public.profiles as p;
