-- The teaching workspace's live classes (issue 20): teachers are user accounts with a tutor
-- profile; they publish weekly availability in their own time zone and the database generates
-- the bookable slots from it (never by hand), across daylight-saving changes; they see their
-- sessions with who booked, a meeting link, mark attendance and cancel with a reason.
--   * tutors gains user_id (the teacher's account), languages, time zone, minimum notice and
--     how far ahead slots are offered. Rows without an account (the platform's own tutors)
--     keep teaching; bookings are untouched.
--   * tutor_availability_rules (weekly hours) and tutor_time_off (days off) drive
--     public.generate_tutor_slots(), run whenever either changes; unbooked generated slots that
--     no longer fit are removed, booked ones are never touched.
--   * A session's meeting link is readable only by its tutor and by learners who booked it.
--   * Bookings gain 'no_show' and a cancel reason; a session cancelled by its tutor cancels its
--     bookings with the reason, which the learners read on their bookings.
-- Errors use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   teaching_not_tutor, teaching_availability_overlap, teaching_session_not_found,
--   teaching_session_not_started, teaching_session_started, teaching_attendance_invalid;
-- and booking_slot_not_found for a cancelled session.

-- ---------------------------------------------------------------------------------------------
-- Tutor profiles on user accounts
-- ---------------------------------------------------------------------------------------------

-- Whether `name` is a time zone Postgres knows (e.g. 'Africa/Cairo').
create function public.is_time_zone(name text) returns boolean
  language plpgsql stable
  set search_path = ''
  as $$
begin
  perform now() at time zone name;
  return name is not null and name <> '';
exception when others then
  return false;
end
$$;

alter table public.tutors
  add column user_id uuid unique references auth.users (id) on delete set null,
  add column languages text[] not null default '{ar,en}'
    check (public.has_no_duplicates(languages) and languages <@ array['ar', 'en', 'fr', 'de']),
  add column time_zone text not null default 'Africa/Cairo' check (public.is_time_zone(time_zone)),
  add column min_notice_hours integer not null default 12 check (min_notice_hours between 0 and 168),
  add column horizon_weeks integer not null default 4 check (horizon_weeks between 1 and 12),
  add column updated_at timestamptz not null default now();

alter table public.tutors
  add constraint tutors_texts_bounded check (
    length(name) <= 80 and length(bio_en) <= 2000 and length(bio_ar) <= 2000
    and cardinality(subjects) <= 10
  ) not valid;

comment on column public.tutors.user_id is
  'The teacher''s account; null for the platform''s own tutors, who have none.';

create trigger tutors_touch_updated_at
  before update on public.tutors
  for each row execute function public.touch_updated_at();

-- The caller's tutor profile, if they have one.
create function public.my_tutor_id() returns uuid
  language sql stable
  security definer
  set search_path = ''
  as $$ select t.id from public.tutors as t where t.user_id = auth.uid() $$;

create policy "tutors: teachers create their own profile"
  on public.tutors for insert to authenticated
  with check (user_id = auth.uid() and public.is_teacher());

create policy "tutors: teachers update their own profile"
  on public.tutors for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid());

grant insert (user_id, name, bio_en, bio_ar, subjects, languages, time_zone, min_notice_hours,
  horizon_weeks) on table public.tutors to authenticated;
grant update (name, bio_en, bio_ar, subjects, languages, time_zone, min_notice_hours,
  horizon_weeks) on table public.tutors to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Weekly availability and time off
-- ---------------------------------------------------------------------------------------------

create table public.tutor_availability_rules (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  -- 0 = Sunday … 6 = Saturday, in the tutor's time zone.
  weekday smallint not null check (weekday between 0 and 6),
  starts_at_local time not null,
  ends_at_local time not null,
  subject_id text not null check (subject_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  session_minutes integer not null default 60 check (session_minutes between 15 and 240),
  buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 120),
  -- 1: one-to-one; more: a group class with that many seats.
  capacity integer not null default 1 check (capacity between 1 and 50),
  is_premium_priority boolean not null default false,
  created_at timestamptz not null default now(),
  constraint tutor_availability_rules_fits check (
    ends_at_local > starts_at_local
    and ends_at_local - starts_at_local >= make_interval(mins => session_minutes)
  )
);

comment on table public.tutor_availability_rules is
  'Weekly hours a tutor teaches (local time of tutors.time_zone); slots are generated from them.';

create index tutor_availability_rules_tutor_idx on public.tutor_availability_rules (tutor_id, weekday);

create table public.tutor_time_off (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  reason text not null default '' check (length(reason) <= 200),
  created_at timestamptz not null default now(),
  constraint tutor_time_off_order check (ends_on >= starts_on and ends_on - starts_on <= 366)
);

comment on table public.tutor_time_off is 'Days (tutor''s time zone) without classes, both ends included.';

create index tutor_time_off_tutor_idx on public.tutor_time_off (tutor_id, starts_on);

-- Two rules of a tutor may not overlap on the same weekday (buffers included).
create function public.guard_availability_overlap() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if exists (
    select 1 from public.tutor_availability_rules as r
    where r.tutor_id = new.tutor_id and r.weekday = new.weekday and r.id <> new.id
      and r.starts_at_local < new.ends_at_local and new.starts_at_local < r.ends_at_local
  ) then
    raise exception 'These hours overlap hours you already teach on that day.'
      using errcode = 'P0001', detail = 'teaching_availability_overlap';
  end if;
  return new;
end
$$;

create trigger tutor_availability_rules_no_overlap
  before insert or update on public.tutor_availability_rules
  for each row execute function public.guard_availability_overlap();

alter table public.tutor_availability_rules enable row level security;
alter table public.tutor_time_off enable row level security;

create policy "tutor_availability_rules: the tutor and admins"
  on public.tutor_availability_rules for all to authenticated
  using (tutor_id = public.my_tutor_id() or public.is_admin())
  with check (tutor_id = public.my_tutor_id() or public.is_admin());

create policy "tutor_time_off: the tutor and admins"
  on public.tutor_time_off for all to authenticated
  using (tutor_id = public.my_tutor_id() or public.is_admin())
  with check (tutor_id = public.my_tutor_id() or public.is_admin());

revoke all on table public.tutor_availability_rules, public.tutor_time_off from anon, authenticated;
grant select, insert, update, delete on table public.tutor_availability_rules,
  public.tutor_time_off to authenticated;
grant all on table public.tutor_availability_rules, public.tutor_time_off to service_role;

-- ---------------------------------------------------------------------------------------------
-- Sessions: generated slots, meeting links, cancellation, attendance
-- ---------------------------------------------------------------------------------------------

-- A new meeting room: `app.meeting_base_url` (a database setting) or Jitsi Meet, with a random,
-- unguessable room name.
create function public.new_meeting_url() returns text
  language sql volatile
  set search_path = ''
  as $$
    select rtrim(coalesce(nullif(current_setting('app.meeting_base_url', true), ''),
                          'https://meet.jit.si'), '/')
      || '/splendid-' || replace(gen_random_uuid()::text, '-', '')
  $$;

alter table public.tutoring_slots
  add column rule_id uuid references public.tutor_availability_rules (id) on delete set null,
  add column meeting_url text not null default public.new_meeting_url(),
  add column cancelled_at timestamptz,
  add column cancel_reason text check (length(cancel_reason) <= 300);

create index tutoring_slots_rule_idx on public.tutoring_slots (rule_id);

-- The meeting link is not for everyone who can see the timetable.
revoke select on table public.tutoring_slots from authenticated;
grant select (id, tutor_id, subject_id, starts_at, duration_minutes, capacity, seats_taken,
  is_premium_priority, created_at, rule_id, cancelled_at, cancel_reason)
  on table public.tutoring_slots to authenticated;

alter table public.bookings drop constraint bookings_status_check;
alter table public.bookings
  add constraint bookings_status_check
    check (status in ('booked', 'cancelled', 'attended', 'no_show')),
  add column cancel_reason text check (length(cancel_reason) <= 300);

-- The session's meeting link, for its tutor and the learners who booked it; null for others.
create function public.session_meeting_url(slot_id uuid) returns text
  language sql stable
  security definer
  set search_path = ''
  as $$
    select s.meeting_url from public.tutoring_slots as s
    where s.id = session_meeting_url.slot_id and s.cancelled_at is null
      and (s.tutor_id = public.my_tutor_id() or public.is_admin() or exists (
        select 1 from public.bookings as b
        where b.slot_id = s.id and b.user_id = auth.uid() and b.status <> 'cancelled'
      ))
  $$;

-- The local start times a weekly rule gives between two days (both included), in `tz`.
create function public.tutor_rule_times(
  weekday smallint, starts_at_local time, ends_at_local time, session_minutes integer,
  buffer_minutes integer, tz text, from_day date, to_day date
) returns setof timestamptz
  language sql stable
  set search_path = ''
  as $$
    select (day.d + tutor_rule_times.starts_at_local
              + make_interval(mins => k * (tutor_rule_times.session_minutes + tutor_rule_times.buffer_minutes)))
             at time zone tutor_rule_times.tz
    from generate_series(tutor_rule_times.from_day::timestamp, tutor_rule_times.to_day::timestamp,
                         interval '1 day') as g (ts)
    cross join lateral (select g.ts::date as d) as day
    cross join lateral generate_series(0, floor(
      (extract(epoch from tutor_rule_times.ends_at_local - tutor_rule_times.starts_at_local) / 60
        - tutor_rule_times.session_minutes)
      / (tutor_rule_times.session_minutes + tutor_rule_times.buffer_minutes))::integer) as k
    where extract(dow from day.d) = tutor_rule_times.weekday
    order by 1
  $$;

-- The slots a tutor's rules, time off and settings call for from now on.
create function public.tutor_wanted_slots(tutor uuid)
  returns table (
    rule_id uuid, subject_id text, starts_at timestamptz, duration_minutes integer,
    capacity integer, is_premium_priority boolean
  )
  language sql stable
  security definer
  set search_path = ''
  as $$
    select r.id, r.subject_id, x.at, r.session_minutes, r.capacity, r.is_premium_priority
    from public.tutors as t
    cross join lateral (select (now() at time zone t.time_zone)::date as today) as local
    join public.tutor_availability_rules as r on r.tutor_id = t.id
    cross join lateral public.tutor_rule_times(r.weekday, r.starts_at_local, r.ends_at_local,
      r.session_minutes, r.buffer_minutes, t.time_zone, local.today,
      local.today + 7 * t.horizon_weeks) as x (at)
    where t.id = tutor_wanted_slots.tutor
      and x.at >= now() + make_interval(hours => t.min_notice_hours)
      and not exists (
        select 1 from public.tutor_time_off as o
        where o.tutor_id = t.id
          and (x.at at time zone t.time_zone)::date between o.starts_on and o.ends_on
      )
  $$;

-- Brings a tutor's future generated slots in line with their rules, time off and settings:
-- adds the missing ones, updates unbooked ones, removes unbooked ones that no longer fit.
-- Booked and cancelled slots are never changed here. Returns how many slots were added.
create function public.generate_tutor_slots(tutor uuid) returns integer
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  added integer;
begin
  delete from public.tutoring_slots as s
    where s.tutor_id = tutor and s.rule_id is not null and s.starts_at > now()
      and s.seats_taken = 0 and s.cancelled_at is null
      and not exists (select 1 from public.bookings as b where b.slot_id = s.id)
      and not exists (
        select 1 from public.tutor_wanted_slots(tutor) as w
        where w.rule_id = s.rule_id and w.starts_at = s.starts_at
      );

  update public.tutoring_slots as s
    set subject_id = w.subject_id, duration_minutes = w.duration_minutes, capacity = w.capacity,
        is_premium_priority = w.is_premium_priority
    from public.tutor_wanted_slots(tutor) as w
    where s.tutor_id = tutor and s.rule_id = w.rule_id and s.starts_at = w.starts_at
      and s.seats_taken = 0 and s.cancelled_at is null;

  insert into public.tutoring_slots
    (tutor_id, subject_id, starts_at, duration_minutes, capacity, is_premium_priority, rule_id)
    select tutor, w.subject_id, w.starts_at, w.duration_minutes, w.capacity, w.is_premium_priority,
           w.rule_id
    from public.tutor_wanted_slots(tutor) as w
    on conflict (tutor_id, starts_at) do nothing;
  get diagnostics added = row_count;
  return added;
end
$$;

comment on function public.generate_tutor_slots(uuid) is
  'Regenerates a tutor''s future unbooked slots from their weekly rules, time off and settings.';

-- Every tutor's slots, for the daily roll-forward of the offer (pg_cron on hosted Supabase).
create function public.generate_all_tutor_slots() returns integer
  language sql
  security definer
  set search_path = ''
  as $$
    select coalesce(sum(public.generate_tutor_slots(t.id)), 0)::integer
    from public.tutors as t
    where exists (select 1 from public.tutor_availability_rules as r where r.tutor_id = t.id)
  $$;

create function public.regenerate_slots_on_change() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if tg_table_name = 'tutors' then
    perform public.generate_tutor_slots(new.id);
  elsif tg_op = 'DELETE' then
    perform public.generate_tutor_slots(old.tutor_id);
  else
    perform public.generate_tutor_slots(new.tutor_id);
    if tg_op = 'UPDATE' and old.tutor_id <> new.tutor_id then
      perform public.generate_tutor_slots(old.tutor_id);
    end if;
  end if;
  return null;
end
$$;

create trigger tutor_availability_rules_regenerate
  after insert or update or delete on public.tutor_availability_rules
  for each row execute function public.regenerate_slots_on_change();

create trigger tutor_time_off_regenerate
  after insert or update or delete on public.tutor_time_off
  for each row execute function public.regenerate_slots_on_change();

create trigger tutors_regenerate
  after update of time_zone, min_notice_hours, horizon_weeks on public.tutors
  for each row execute function public.regenerate_slots_on_change();

-- A cancelled session takes no booking.
create or replace function public.refuse_cancelled_session() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if new.status = 'booked' and exists (
    select 1 from public.tutoring_slots as s where s.id = new.slot_id and s.cancelled_at is not null
  ) then
    raise exception 'This class was cancelled by its tutor. Choose another time.'
      using errcode = 'P0001', detail = 'booking_slot_not_found';
  end if;
  return new;
end
$$;

create trigger bookings_refuse_cancelled_session
  before insert or update of status on public.bookings
  for each row execute function public.refuse_cancelled_session();

-- ---------------------------------------------------------------------------------------------
-- The tutor's calls
-- ---------------------------------------------------------------------------------------------

-- The caller's sessions that start between two instants, with the learners who booked them.
create function public.tutor_sessions(from_at timestamptz, to_at timestamptz)
  returns table (
    slot_id uuid, subject_id text, starts_at timestamptz, duration_minutes integer,
    capacity integer, seats_taken integer, meeting_url text, cancelled_at timestamptz,
    cancel_reason text, attendees jsonb
  )
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  tutor uuid := public.my_tutor_id();
begin
  if tutor is null then
    raise exception 'Only teachers with a tutor profile have sessions.'
      using errcode = 'P0001', detail = 'teaching_not_tutor';
  end if;
  return query
    select s.id, s.subject_id, s.starts_at, s.duration_minutes, s.capacity, s.seats_taken,
           s.meeting_url, s.cancelled_at, s.cancel_reason,
           coalesce((
             select jsonb_agg(jsonb_build_object(
               'booking_id', b.id, 'name', coalesce(nullif(p.full_name, ''), 'Learner'),
               'status', b.status) order by p.full_name)
             from public.bookings as b
             join public.profiles as p on p.id = b.user_id
             where b.slot_id = s.id
           ), '[]'::jsonb)
    from public.tutoring_slots as s
    where s.tutor_id = tutor and s.starts_at >= from_at and s.starts_at < to_at
    order by s.starts_at;
end
$$;

-- Records whether a learner came to a session that has started ('attended' earns the session's
-- xp, once); only the session's tutor (or an admin) may.
create function public.mark_attendance(booking_id uuid, attended boolean) returns text
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  booking public.bookings;
  slot public.tutoring_slots;
  next_status text := case when attended then 'attended' else 'no_show' end;
begin
  select * into booking from public.bookings as b where b.id = mark_attendance.booking_id for update;
  select * into slot from public.tutoring_slots as s where s.id = booking.slot_id;
  if booking.id is null or not (coalesce(slot.tutor_id = public.my_tutor_id(), false) or public.is_admin()) then
    raise exception 'There is no such booking among your sessions.'
      using errcode = 'P0001', detail = 'teaching_session_not_found';
  end if;
  if slot.starts_at > now() then
    raise exception 'Attendance is taken once the session has started.'
      using errcode = 'P0001', detail = 'teaching_session_not_started';
  end if;
  if booking.status = 'cancelled' then
    raise exception 'This booking was cancelled.'
      using errcode = 'P0001', detail = 'teaching_attendance_invalid';
  end if;
  update public.bookings as b set status = next_status where b.id = booking.id;
  return next_status;
end
$$;

-- Cancels a session that has not started, with a reason the learners who booked it will read;
-- their bookings are cancelled (seats freed) with the same reason.
create function public.cancel_session(slot_id uuid, reason text) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  slot public.tutoring_slots;
begin
  select * into slot from public.tutoring_slots as s where s.id = cancel_session.slot_id for update;
  if slot.id is null or not (coalesce(slot.tutor_id = public.my_tutor_id(), false) or public.is_admin()) then
    raise exception 'There is no such session among yours.'
      using errcode = 'P0001', detail = 'teaching_session_not_found';
  end if;
  if slot.starts_at <= now() then
    raise exception 'This session has already started, so it can no longer be cancelled.'
      using errcode = 'P0001', detail = 'teaching_session_started';
  end if;
  if btrim(coalesce(reason, '')) = '' or length(reason) > 300 then
    raise exception 'Say why the session is cancelled (at most 300 characters): the learners will read it.'
      using errcode = 'P0001', detail = 'teaching_attendance_invalid';
  end if;
  update public.bookings as b set status = 'cancelled', cancel_reason = btrim(reason)
    where b.slot_id = slot.id and b.status = 'booked';
  update public.tutoring_slots as s set cancelled_at = now(), cancel_reason = btrim(reason)
    where s.id = slot.id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.guard_availability_overlap() from anon, authenticated, public;
revoke execute on function public.regenerate_slots_on_change() from anon, authenticated, public;
revoke execute on function public.refuse_cancelled_session() from anon, authenticated, public;
revoke execute on function public.generate_tutor_slots(uuid) from anon, authenticated, public;
revoke execute on function public.tutor_wanted_slots(uuid) from anon, authenticated, public;
revoke execute on function public.generate_all_tutor_slots() from anon, authenticated, public;
revoke execute on function public.new_meeting_url() from anon, authenticated, public;
revoke execute on function public.tutor_sessions(timestamptz, timestamptz) from anon, public;
revoke execute on function public.mark_attendance(uuid, boolean) from anon, public;
revoke execute on function public.cancel_session(uuid, text) from anon, public;
revoke execute on function public.session_meeting_url(uuid) from anon, public;
revoke execute on function public.my_tutor_id() from anon, public;
grant execute on function public.is_time_zone(text) to anon, authenticated, service_role;
grant execute on function public.tutor_rule_times(smallint, time, time, integer, integer, text, date, date)
  to authenticated, service_role;
grant execute on function public.my_tutor_id() to authenticated, service_role;
grant execute on function public.generate_tutor_slots(uuid) to service_role;
grant execute on function public.generate_all_tutor_slots() to service_role;
grant execute on function public.new_meeting_url() to service_role;
grant execute on function public.tutor_sessions(timestamptz, timestamptz) to authenticated, service_role;
grant execute on function public.mark_attendance(uuid, boolean) to authenticated, service_role;
grant execute on function public.cancel_session(uuid, text) to authenticated, service_role;
grant execute on function public.session_meeting_url(uuid) to authenticated, service_role;
