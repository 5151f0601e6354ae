-- Live classes: tutors, their bookable slots, and students' bookings (spec: /booking pages;
-- 'priority booking for live sessions' is a premium feature).
-- Capacity, "only future slots" and the premium-priority rule are enforced here, in the
-- database, so no client can bypass them. Errors raised for the booking rules use SQLSTATE
-- P0001 (HTTP 400) with a stable code in DETAIL:
--   booking_not_signed_in, booking_slot_not_found, booking_slot_past, booking_slot_full,
--   booking_already_booked, booking_premium_only, booking_status_invalid.

-- ---------------------------------------------------------------------------------------------
-- tutors
-- ---------------------------------------------------------------------------------------------

create table public.tutors (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  bio_en text not null default '',
  bio_ar text not null default '',
  avatar_url text,
  subjects text[] not null default '{}' check (public.has_no_duplicates(subjects)),
  created_at timestamptz not null default now()
);

comment on table public.tutors is 'Tutors who teach live classes, with a bilingual bio.';

alter table public.tutors enable row level security;

create policy "tutors: signed-in users read every tutor"
  on public.tutors for select to authenticated
  using (true);

revoke all on table public.tutors from anon, authenticated;
grant select on table public.tutors to authenticated;
grant all on table public.tutors to service_role;

-- ---------------------------------------------------------------------------------------------
-- tutoring_slots
-- ---------------------------------------------------------------------------------------------

create table public.tutoring_slots (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  subject_id text not null check (subject_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  starts_at timestamptz not null,
  duration_minutes integer not null check (duration_minutes between 15 and 240),
  capacity integer not null check (capacity between 1 and 50),
  -- Kept by the bookings triggers below (rows with status 'booked'); readers use it for
  -- "seats left" because they cannot see other users' bookings.
  seats_taken integer not null default 0,
  is_premium_priority boolean not null default false,
  created_at timestamptz not null default now(),
  constraint tutoring_slots_seats_within_capacity check (seats_taken between 0 and capacity),
  constraint tutoring_slots_tutor_time_unique unique (tutor_id, starts_at)
);

comment on table public.tutoring_slots is
  'Bookable live-class times of a tutor for a subject; seats_taken counts active bookings.';

create index tutoring_slots_subject_starts_idx on public.tutoring_slots (subject_id, starts_at);

alter table public.tutoring_slots enable row level security;

create policy "tutoring_slots: signed-in users read every slot"
  on public.tutoring_slots for select to authenticated
  using (true);

revoke all on table public.tutoring_slots from anon, authenticated;
grant select on table public.tutoring_slots to authenticated;
grant all on table public.tutoring_slots to service_role;

-- ---------------------------------------------------------------------------------------------
-- bookings
-- ---------------------------------------------------------------------------------------------

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  slot_id uuid not null references public.tutoring_slots (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  status text not null default 'booked' check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bookings_slot_user_unique unique (slot_id, user_id)
);

comment on table public.bookings is 'A student''s seat in a tutoring slot (booked or cancelled).';

create index bookings_user_id_idx on public.bookings (user_id);

create trigger bookings_touch_updated_at
  before update on public.bookings
  for each row execute function public.touch_updated_at();

-- Whether the caller has a running premium subscription (not 'free', not expired).
create function public.has_premium() returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select p.active_subscription <> 'free'
         and (p.subscription_expires_at is null or p.subscription_expires_at > now())
      from public.profiles as p
      where p.id = auth.uid()
    ), false)
  $$;

-- Before a booking becomes (or is created as) 'booked': the slot must exist, lie in the future,
-- have a free seat, and — for a premium-priority slot — the caller must be premium (the service
-- role and the database owner may book for anyone). Before a cancellation: the class must not
-- have started. Keeps tutoring_slots.seats_taken in step. The slot row is locked, so concurrent
-- bookings of the last seat are serialised.
create function public.enforce_booking_rules() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  slot public.tutoring_slots;
  becomes_booked boolean := new.status = 'booked'
    and (tg_op = 'INSERT' or old.status is distinct from 'booked');
  becomes_cancelled boolean := tg_op = 'UPDATE' and old.status = 'booked'
    and new.status = 'cancelled';
begin
  if tg_op = 'UPDATE' and (new.slot_id <> old.slot_id or new.user_id <> old.user_id) then
    raise exception 'A booking cannot be moved to another class or person.'
      using errcode = 'P0001', detail = 'booking_status_invalid';
  end if;
  if not (becomes_booked or becomes_cancelled) then
    return new;
  end if;
  select s.* into slot from public.tutoring_slots as s where s.id = new.slot_id for update;
  if not found then
    raise exception 'This class does not exist.'
      using errcode = 'P0001', detail = 'booking_slot_not_found';
  end if;
  if becomes_cancelled then
    if slot.starts_at <= now() then
      raise exception 'This class has already started, so it can no longer be cancelled.'
        using errcode = 'P0001', detail = 'booking_slot_past';
    end if;
    update public.tutoring_slots as s set seats_taken = s.seats_taken - 1 where s.id = slot.id;
    return new;
  end if;
  if slot.starts_at <= now() then
    raise exception 'This class has already started or is over. Choose a later time.'
      using errcode = 'P0001', detail = 'booking_slot_past';
  end if;
  if slot.seats_taken >= slot.capacity then
    raise exception 'This class is full. Choose another time.'
      using errcode = 'P0001', detail = 'booking_slot_full';
  end if;
  if slot.is_premium_priority and auth.uid() is not null and not public.has_premium() then
    raise exception 'Priority classes are for premium members. Upgrade to book this time.'
      using errcode = 'P0001', detail = 'booking_premium_only';
  end if;
  update public.tutoring_slots as s set seats_taken = s.seats_taken + 1 where s.id = slot.id;
  return new;
end
$$;

create trigger bookings_enforce_rules
  before insert or update on public.bookings
  for each row execute function public.enforce_booking_rules();

-- A deleted booking (service role / cascade) frees its seat.
create function public.release_booking_seat() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
begin
  if old.status = 'booked' then
    update public.tutoring_slots as s set seats_taken = greatest(s.seats_taken - 1, 0)
      where s.id = old.slot_id;
  end if;
  return old;
end
$$;

create trigger bookings_release_seat
  after delete on public.bookings
  for each row execute function public.release_booking_seat();

alter table public.bookings enable row level security;

create policy "bookings: a user reads their own"
  on public.bookings for select to authenticated
  using (user_id = auth.uid());

create policy "bookings: a user books for themselves"
  on public.bookings for insert to authenticated
  with check (user_id = auth.uid() and status = 'booked');

create policy "bookings: a user cancels their own"
  on public.bookings for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid() and status = 'cancelled');

revoke all on table public.bookings from anon, authenticated;
grant select on table public.bookings to authenticated;
grant insert (slot_id) on table public.bookings to authenticated;
grant update (status) on table public.bookings to authenticated;
grant all on table public.bookings to service_role;

-- ---------------------------------------------------------------------------------------------
-- rpc('book_slot', { slot_id }): book a seat (or re-book a cancelled one) for the caller.
-- ---------------------------------------------------------------------------------------------

create function public.book_slot(slot_id uuid) returns public.bookings
  language plpgsql
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  existing public.bookings;
  result public.bookings;
begin
  if caller is null then
    raise exception 'Log in to book a class.'
      using errcode = 'P0001', detail = 'booking_not_signed_in';
  end if;
  select b.* into existing from public.bookings as b
    where b.slot_id = book_slot.slot_id and b.user_id = caller
    for update;
  if found and existing.status = 'booked' then
    raise exception 'You have already booked this class.'
      using errcode = 'P0001', detail = 'booking_already_booked';
  end if;
  if found then
    update public.bookings as b set status = 'booked' where b.id = existing.id
      returning b.* into result;
  else
    insert into public.bookings (slot_id, user_id) values (book_slot.slot_id, caller)
      returning * into result;
  end if;
  return result;
end
$$;

revoke execute on function public.book_slot(uuid) from public, anon;
grant execute on function public.book_slot(uuid) to authenticated, service_role;
revoke execute on function public.enforce_booking_rules() from anon, authenticated, public;
revoke execute on function public.release_booking_seat() from anon, authenticated, public;
revoke execute on function public.has_premium() from anon, public;
grant execute on function public.has_premium() to authenticated, service_role;
