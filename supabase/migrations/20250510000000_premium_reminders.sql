-- Renewal reminders (issue 21): seven days before Premium ends, a notification (and its mail,
-- unless turned off) with a link to renew on /pricing. Premium never renews by itself; the
-- reminder is the only nudge, sent once per expiry date (a renewal moves the date, and the
-- next reminder comes seven days before the new one).

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
  'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder',
  'premium_ending'
));

alter table public.notification_settings drop constraint notification_settings_email_off_check;
alter table public.notification_settings add constraint notification_settings_email_off_check
  check (email_off <@ array[
    'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
    'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder',
    'premium_ending'
  ]::text[]);

-- The expiry date the last reminder was sent for (users read it with their row, never write it).
alter table public.profiles add column premium_reminded_for timestamptz;

-- For the notification-emails function (service role): queues the reminders due; returns how many.
create function public.queue_premium_reminders() returns integer
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

revoke execute on function public.queue_premium_reminders() from public, anon, authenticated;
grant execute on function public.queue_premium_reminders() to service_role;
