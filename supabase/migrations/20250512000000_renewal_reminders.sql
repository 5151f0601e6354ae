-- "Cancel renewal" (issue 21). Premium never charges by itself: what renews it is the reminder a
-- week before it ends, with a link to pay again. A learner who does not want to renew turns that
-- reminder off on /account (and on again); Premium still runs to its end date. Only their own
-- row and only this column: nothing a user sets here grants anything.

alter table public.profiles add column renewal_reminders boolean not null default true;

grant update (renewal_reminders) on public.profiles to authenticated;

create or replace function public.queue_premium_reminders() returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  queued integer;
begin
  with due as (
    update public.profiles as p set premium_reminded_for = p.subscription_expires_at
    where p.active_subscription = 'premium'
      and p.renewal_reminders
      and p.subscription_expires_at > now()
      and p.subscription_expires_at <= now() + interval '7 days'
      and p.premium_reminded_for is distinct from p.subscription_expires_at
    returning p.id, p.subscription_expires_at
  ), written as (
    insert into public.notifications (user_id, kind, data, link)
    select due.id, 'premium_ending', jsonb_build_object('expires_at', due.subscription_expires_at),
      '/pricing'
    from due
    returning 1
  )
  select count(*)::integer into queued from written;
  return queued;
end
$$;
