-- In-app notifications (issue 20): what happened to a user while they were away — a class
-- booked or cancelled, homework set or graded, a certificate, a new lesson in a course they
-- follow. The database writes them (triggers below, security definer); users read, mark read
-- and delete their own, and write nothing else.
--
-- A notification stores its kind and the facts (titles in both languages, times, names) in
-- `data`; the browser words it in the interface language, so switching language rewords every
-- notification, old ones included.
--
-- Kinds (learner-web's notification-kinds.ts mirrors this list; a test compares them):
--   booking_confirmed   learner: a class they booked           data: starts_at, tutor_name, subject_id
--   booking_received    tutor: a learner booked their class    data: starts_at, learner_name, subject_id
--   booking_cancelled   tutor: a learner cancelled             data: starts_at, learner_name, subject_id
--   session_cancelled   learner: the tutor cancelled the class data: starts_at, tutor_name, reason
--   homework_assigned   learner: homework set in their course  data: title_en/ar, course_title_en/ar, due_at
--   homework_graded     learner: their grade was released      data: title_en/ar, score, max_score
--   certificate_issued  learner: a course completed            data: course_title_en/ar, certificate_number
--   new_lesson          learner: a lesson added to their course data: title_en/ar, course_title_en/ar

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in (
    'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
    'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson'
  )),
  data jsonb not null default '{}'::jsonb check (jsonb_typeof(data) = 'object'),
  -- Where the notification leads in the app: a path of its own origin.
  link text not null check (link ~ '^/[A-Za-z0-9/_-]*$'),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

comment on table public.notifications is
  'Something that happened for a user (kind + facts in data); written by the database only.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;

create policy "notifications: users read their own"
  on public.notifications for select to authenticated
  using (user_id = auth.uid());

create policy "notifications: users mark their own read or unread"
  on public.notifications for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

create policy "notifications: users delete their own"
  on public.notifications for delete to authenticated
  using (user_id = auth.uid());

revoke all on table public.notifications from anon, authenticated;
grant select, delete on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;
grant all on table public.notifications to service_role;

-- The time a notification was read is the server's: a client's read_at only says "read".
create function public.stamp_notification_read() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if new.read_at is not null then
    new.read_at := case when old.read_at is null then now() else old.read_at end;
  end if;
  return new;
end
$$;

create trigger notifications_stamp_read
  before update of read_at on public.notifications
  for each row execute function public.stamp_notification_read();

-- ---------------------------------------------------------------------------------------------
-- Writing notifications
-- ---------------------------------------------------------------------------------------------

create function public.notify(recipient uuid, kind text, data jsonb, link text) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    insert into public.notifications (user_id, kind, data, link)
    select recipient, kind, jsonb_strip_nulls(data), link
    where recipient is not null
  $$;

-- Bookings: the learner and the tutor (when the tutor has an account) hear of a booking and of
-- a cancellation by the other side. cancel_session sets cancel_reason; a learner cannot.
create function public.notify_booking_change() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  slot record;
  learner_name text;
begin
  select s.starts_at, s.subject_id, t.name as tutor_name, t.user_id as tutor_user_id
    into slot
    from public.tutoring_slots as s join public.tutors as t on t.id = s.tutor_id
    where s.id = new.slot_id;
  select coalesce(nullif(btrim(p.full_name), ''), '') into learner_name
    from public.profiles as p where p.id = new.user_id;

  if tg_op = 'INSERT' and new.status = 'booked' then
    perform public.notify(new.user_id, 'booking_confirmed', jsonb_build_object(
      'starts_at', slot.starts_at, 'tutor_name', slot.tutor_name, 'subject_id', slot.subject_id
    ), '/booking');
    perform public.notify(slot.tutor_user_id, 'booking_received', jsonb_build_object(
      'starts_at', slot.starts_at, 'learner_name', learner_name, 'subject_id', slot.subject_id
    ), '/teach/sessions');
  elsif tg_op = 'UPDATE' and old.status = 'booked' and new.status = 'cancelled' then
    if new.cancel_reason is not null then
      perform public.notify(new.user_id, 'session_cancelled', jsonb_build_object(
        'starts_at', slot.starts_at, 'tutor_name', slot.tutor_name, 'reason', new.cancel_reason
      ), '/booking');
    else
      perform public.notify(slot.tutor_user_id, 'booking_cancelled', jsonb_build_object(
        'starts_at', slot.starts_at, 'learner_name', learner_name, 'subject_id', slot.subject_id
      ), '/teach/sessions');
    end if;
  end if;
  return null;
end
$$;

create trigger bookings_notify
  after insert or update of status on public.bookings
  for each row execute function public.notify_booking_change();

-- Homework set in a course: everyone who follows it.
create function public.notify_homework_assigned() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  insert into public.notifications (user_id, kind, data, link)
  select e.user_id, 'homework_assigned', jsonb_build_object(
      'title_en', new.title_en, 'title_ar', new.title_ar,
      'course_title_en', c.title_en, 'course_title_ar', c.title_ar, 'due_at', new.due_at
    ), '/homework'
    from public.enrollments as e join public.courses as c on c.id = e.course_id
    where e.course_id = new.course_id;
  return null;
end
$$;

create trigger homework_assignments_notify
  after insert on public.homework_assignments
  for each row execute function public.notify_homework_assigned();

-- A grade the learner can see: released (status graded), or corrected after release.
create function public.notify_homework_graded() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  assignment public.homework_assignments;
begin
  if new.status <> 'graded'
    or (old.status = 'graded' and old.score is not distinct from new.score
        and old.feedback is not distinct from new.feedback) then
    return null;
  end if;
  select * into assignment from public.homework_assignments as a where a.id = new.assignment_id;
  perform public.notify(new.user_id, 'homework_graded', jsonb_build_object(
    'title_en', assignment.title_en, 'title_ar', assignment.title_ar,
    'score', new.score, 'max_score', assignment.max_score
  ), '/homework');
  return null;
end
$$;

create trigger homework_submissions_notify_graded
  after update on public.homework_submissions
  for each row execute function public.notify_homework_graded();

create function public.notify_certificate_issued() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  perform public.notify(new.user_id, 'certificate_issued', jsonb_build_object(
      'course_title_en', c.title_en, 'course_title_ar', c.title_ar,
      'certificate_number', new.certificate_number
    ), '/certificates')
    from public.courses as c where c.id = new.course_id;
  return null;
end
$$;

create trigger certificates_notify
  after insert on public.certificates
  for each row execute function public.notify_certificate_issued();

-- A lesson added to a published course: its learners (drafts are the author's business).
create function public.notify_new_lesson() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  insert into public.notifications (user_id, kind, data, link)
  select e.user_id, 'new_lesson', jsonb_build_object(
      'title_en', new.title_en, 'title_ar', new.title_ar,
      'course_title_en', c.title_en, 'course_title_ar', c.title_ar
    ), '/course/' || c.id
    from public.enrollments as e join public.courses as c on c.id = e.course_id
    where e.course_id = new.course_id and c.is_published;
  return null;
end
$$;

create trigger lessons_notify_new
  after insert on public.lessons
  for each row execute function public.notify_new_lesson();

revoke execute on function public.notify(uuid, text, jsonb, text) from public, anon, authenticated;
revoke execute on function public.stamp_notification_read() from public, anon, authenticated;
revoke execute on function public.notify_booking_change() from public, anon, authenticated;
revoke execute on function public.notify_homework_assigned() from public, anon, authenticated;
revoke execute on function public.notify_homework_graded() from public, anon, authenticated;
revoke execute on function public.notify_certificate_issued() from public, anon, authenticated;
revoke execute on function public.notify_new_lesson() from public, anon, authenticated;
