-- grant_badges() (20250301000400_achievement_badges.sql) computed the badges held twice per call
-- — once for the new list, once to skip a learner who already had them all — and with them the
-- learner's whole streak, on every xp award. Same result, computed once.
create or replace function public.grant_badges(learner uuid) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  held text[];
begin
  select public.badges_for_xp(p.xp) || public.achievement_badges(learner) into held
    from public.profiles as p where p.id = learner;
  update public.profiles as p
    set badges = p.badges || array(
      select h.badge from unnest(held) with ordinality as h (badge, n)
      where not (h.badge = any (p.badges))
      order by h.n
    )
    where p.id = learner and not (held <@ p.badges);
end
$$;

revoke execute on function public.grant_badges(uuid) from public, anon, authenticated;
