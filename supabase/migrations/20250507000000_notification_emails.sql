-- Notification e-mails (issue 20): every notification is also mailed, in the user's language,
-- unless the user turned that kind off on /account. The `notification-emails` function (run
-- every minute: pg_cron + pg_net on hosted Supabase, the backend's own schedule locally) queues
-- the class reminders, claims the pending mails, sends them and records the outcome.
--
-- Also: 'booking_reminder' — a learner's class starts within 24 hours (queued once per booking).

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
  'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder'
));

-- Where the mail of a notification stands: 'skipped' (turned off), 'pending', 'sending'
-- (claimed by a run of the function), 'sent' or 'failed'.
alter table public.notifications
  add column email_status text not null default 'skipped'
    check (email_status in ('skipped', 'pending', 'sending', 'sent', 'failed')),
  add column email_claimed_at timestamptz;

create index notifications_email_pending_idx on public.notifications (created_at)
  where email_status in ('pending', 'sending');

alter table public.bookings add column reminded_at timestamptz;

-- ---------------------------------------------------------------------------------------------
-- Settings: which kinds a user does not want by e-mail
-- ---------------------------------------------------------------------------------------------

create table public.notification_settings (
  user_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  email_off text[] not null default '{}' check (email_off <@ array[
    'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
    'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder'
  ]::text[]),
  updated_at timestamptz not null default now()
);

comment on table public.notification_settings is
  'The notification kinds a user does not want by e-mail (in-app notifications always show).';

create trigger notification_settings_touch_updated_at
  before update on public.notification_settings
  for each row execute function public.touch_updated_at();

alter table public.notification_settings enable row level security;

create policy "notification settings: users read their own"
  on public.notification_settings for select to authenticated
  using (user_id = auth.uid());
create policy "notification settings: users create their own"
  on public.notification_settings for insert to authenticated
  with check (user_id = auth.uid());
create policy "notification settings: users change their own"
  on public.notification_settings for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

revoke all on table public.notification_settings from anon, authenticated;
grant select on table public.notification_settings to authenticated;
grant insert (user_id, email_off), update (email_off) on table public.notification_settings
  to authenticated;
grant all on table public.notification_settings to service_role;

-- A new notification waits for its mail unless its kind is turned off.
create function public.queue_notification_email() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  new.email_status := case
    when exists (
      select 1 from public.notification_settings as s
      where s.user_id = new.user_id and new.kind = any (s.email_off)
    ) then 'skipped'
    else 'pending'
  end;
  return new;
end
$$;

create trigger notifications_queue_email
  before insert on public.notifications
  for each row execute function public.queue_notification_email();

-- ---------------------------------------------------------------------------------------------
-- For the notification-emails function (service role only)
-- ---------------------------------------------------------------------------------------------

-- One reminder per booked seat whose class starts within the next 24 hours; returns how many.
create function public.queue_booking_reminders() returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  queued integer;
begin
  with due as (
    update public.bookings as b set reminded_at = now()
    from public.tutoring_slots as s
    where s.id = b.slot_id and b.status = 'booked' and b.reminded_at is null
      and s.cancelled_at is null and s.starts_at > now() and s.starts_at <= now() + interval '24 hours'
    returning b.user_id, s.starts_at, s.subject_id, s.tutor_id
  ), written as (
    insert into public.notifications (user_id, kind, data, link)
    select due.user_id, 'booking_reminder', jsonb_build_object(
        'starts_at', due.starts_at, 'tutor_name', t.name, 'subject_id', due.subject_id
      ), '/booking'
    from due join public.tutors as t on t.id = due.tutor_id
    returning 1
  )
  select count(*)::integer into queued from written;
  return queued;
end
$$;

-- Claims up to `batch` mails to send (pending ones, and ones a crashed run claimed over ten
-- minutes ago), with what the mail needs: the recipient, the address, the name and the language.
create function public.claim_notification_emails(batch integer default 50)
  returns table (
    id uuid,
    user_id uuid,
    kind text,
    data jsonb,
    link text,
    email text,
    full_name text,
    language text
  )
  language plpgsql
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
begin
  return query
    with claimed as (
      update public.notifications as n
      set email_status = 'sending', email_claimed_at = now()
      where n.id in (
        select p.id from public.notifications as p
        where p.email_status = 'pending'
          or (p.email_status = 'sending' and p.email_claimed_at < now() - interval '10 minutes')
        order by p.created_at
        limit least(greatest(coalesce(batch, 50), 1), 500)
        for update skip locked
      )
      returning n.id, n.kind, n.data, n.link, n.user_id, n.created_at
    )
    select c.id, c.user_id, c.kind, c.data, c.link, u.email::text,
           coalesce(nullif(btrim(pr.full_name), ''), ''),
           case when pr.preferred_language = 'ar' then 'ar' else 'en' end
    from claimed as c
    join auth.users as u on u.id = c.user_id
    join public.profiles as pr on pr.id = c.user_id
    order by c.created_at, c.id;
end
$$;

-- Records the outcome of one claimed mail.
create function public.finish_notification_email(notification_id uuid, sent boolean)
  returns void
  language sql
  security definer
  set search_path = ''
  as $$
    update public.notifications
    set email_status = case when sent then 'sent' else 'failed' end
    where id = notification_id and email_status = 'sending'
  $$;

-- The unsubscribe link of a mail turns its kind off (the function checks the link's signature).
create function public.turn_off_notification_email(recipient uuid, kind text) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    insert into public.notification_settings as s (user_id, email_off)
    values (recipient, array[kind])
    on conflict (user_id) do update
      set email_off = (
        select array_agg(distinct k order by k) from unnest(s.email_off || array[kind]) as k
      )
  $$;

revoke execute on function public.queue_notification_email() from public, anon, authenticated;
revoke execute on function public.queue_booking_reminders() from public, anon, authenticated;
revoke execute on function public.claim_notification_emails(integer)
  from public, anon, authenticated;
revoke execute on function public.finish_notification_email(uuid, boolean)
  from public, anon, authenticated;
revoke execute on function public.turn_off_notification_email(uuid, text)
  from public, anon, authenticated;
grant execute on function public.queue_booking_reminders() to service_role;
grant execute on function public.claim_notification_emails(integer) to service_role;
grant execute on function public.finish_notification_email(uuid, boolean) to service_role;
grant execute on function public.turn_off_notification_email(uuid, text) to service_role;
