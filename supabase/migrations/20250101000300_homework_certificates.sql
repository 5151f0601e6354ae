-- Homework and certificates (spec: /homework and /certificates pages).
-- Homework: admins set assignments per course; a learner enrolled in the course submits one
-- answer per assignment and may replace it until it is graded; admins grade it (score and
-- feedback) through rpc('grade_homework'). Certificates: issued once per learner and course by
-- the database itself when an enrollment's progress reaches 100 %; nobody but the service role
-- writes them, and anyone (anon too) can check a certificate number with
-- rpc('verify_certificate', { number }), which reveals no e-mail address.
-- Errors raised for the homework rules use SQLSTATE P0001 (HTTP 400) with a stable code in
-- DETAIL:
--   homework_not_signed_in, homework_not_available, homework_answer_empty,
--   homework_answer_too_long, homework_already_graded, homework_not_admin,
--   homework_not_submitted, homework_score_invalid.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

-- Whether the caller follows a course. Security definer so that policies can ask it without
-- running the enrollments policies once per row.
create function public.is_enrolled(course_id uuid) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (
      select 1 from public.enrollments as e
      where e.course_id = is_enrolled.course_id and e.user_id = auth.uid()
    )
  $$;

-- ---------------------------------------------------------------------------------------------
-- homework_assignments
-- ---------------------------------------------------------------------------------------------

create table public.homework_assignments (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  title_en text not null check (btrim(title_en) <> ''),
  title_ar text not null check (btrim(title_ar) <> ''),
  instructions_en text not null check (btrim(instructions_en) <> ''),
  instructions_ar text not null check (btrim(instructions_ar) <> ''),
  due_at timestamptz not null,
  max_score integer not null default 100 check (max_score between 1 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint homework_assignments_course_title_unique unique (course_id, title_en)
);

comment on table public.homework_assignments is
  'Homework set for a course, in English and Arabic, with a due date and a maximum score.';

create index homework_assignments_course_due_idx on public.homework_assignments (course_id, due_at);

create trigger homework_assignments_touch_updated_at
  before update on public.homework_assignments
  for each row execute function public.touch_updated_at();

alter table public.homework_assignments enable row level security;

create policy "homework_assignments: enrolled learners read their courses' homework"
  on public.homework_assignments for select to authenticated
  using (public.is_enrolled(course_id) or public.is_admin());

create policy "homework_assignments: admins insert"
  on public.homework_assignments for insert to authenticated
  with check (public.is_admin());

create policy "homework_assignments: admins update"
  on public.homework_assignments for update to authenticated
  using (public.is_admin())
  with check (public.is_admin());

create policy "homework_assignments: admins delete"
  on public.homework_assignments for delete to authenticated
  using (public.is_admin());

revoke all on table public.homework_assignments from anon, authenticated;
grant select, insert, update, delete on table public.homework_assignments to authenticated;
grant all on table public.homework_assignments to service_role;

-- ---------------------------------------------------------------------------------------------
-- homework_submissions
-- ---------------------------------------------------------------------------------------------

create table public.homework_submissions (
  assignment_id uuid not null references public.homework_assignments (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  answer text not null check (char_length(btrim(answer, E' \t\r\n')) between 1 and 5000),
  status text not null default 'submitted' check (status in ('submitted', 'graded')),
  score integer check (score >= 0),
  feedback text check (char_length(feedback) <= 5000),
  submitted_at timestamptz not null default now(),
  graded_at timestamptz,
  updated_at timestamptz not null default now(),
  primary key (assignment_id, user_id),
  -- A graded answer has a score and a grading time; a submitted one has neither.
  constraint homework_submissions_grade_consistent check (
    (status = 'graded') = (score is not null and graded_at is not null)
  )
);

comment on table public.homework_submissions is
  'A learner''s answer to an assignment; replaceable until an admin grades it.';

create index homework_submissions_user_id_idx on public.homework_submissions (user_id);

create trigger homework_submissions_touch_updated_at
  before update on public.homework_submissions
  for each row execute function public.touch_updated_at();

-- For API callers (anon/authenticated; admins grade through grade_homework): the assignment must belong to a
-- course they follow (the assignments policy hides every other one), the answer must not be
-- blank or longer than 5000 characters, and a graded answer can no longer be changed. A
-- resubmission counts from its own time. For everyone: a score lies between 0 and the
-- assignment's maximum.
create function public.enforce_homework_rules() returns trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  learner boolean := current_user in ('anon', 'authenticated');
  trimmed text := btrim(new.answer, E' \t\r\n');
  assignment_max integer;
begin
  if learner then
    if auth.uid() is null then
      raise exception 'Log in to hand in homework.'
        using errcode = 'P0001', detail = 'homework_not_signed_in';
    end if;
    if tg_op = 'UPDATE' and old.status = 'graded' then
      raise exception 'This homework has already been graded, so the answer can no longer be changed.'
        using errcode = 'P0001', detail = 'homework_already_graded';
    end if;
    if tg_op = 'UPDATE' and (new.assignment_id <> old.assignment_id or new.user_id <> old.user_id) then
      raise exception 'An answer cannot be moved to another assignment or person.'
        using errcode = 'P0001', detail = 'homework_not_available';
    end if;
  end if;
  -- Read as the caller: a learner sees only the assignments of courses they follow.
  select a.max_score into assignment_max
    from public.homework_assignments as a where a.id = new.assignment_id;
  if not found then
    raise exception 'This homework is not available to you. Enrol in its course first.'
      using errcode = 'P0001', detail = 'homework_not_available';
  end if;
  if trimmed is null or trimmed = '' then
    raise exception 'Write your answer before you submit it.'
      using errcode = 'P0001', detail = 'homework_answer_empty';
  end if;
  if char_length(trimmed) > 5000 then
    raise exception 'Your answer is too long: keep it under 5000 characters.'
      using errcode = 'P0001', detail = 'homework_answer_too_long';
  end if;
  if new.score is not null and (new.score < 0 or new.score > assignment_max) then
    raise exception 'The score must be between 0 and %.', assignment_max
      using errcode = 'P0001', detail = 'homework_score_invalid';
  end if;
  if learner then
    new.status := 'submitted';
    new.score := null;
    new.feedback := null;
    new.graded_at := null;
    new.submitted_at := now();
  end if;
  return new;
end
$$;

create trigger homework_submissions_enforce_rules
  before insert or update on public.homework_submissions
  for each row execute function public.enforce_homework_rules();

alter table public.homework_submissions enable row level security;

create policy "homework_submissions: a user reads their own"
  on public.homework_submissions for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

create policy "homework_submissions: a user submits their own answer"
  on public.homework_submissions for insert to authenticated
  with check (user_id = auth.uid() and status = 'submitted');

create policy "homework_submissions: a user replaces their own answer"
  on public.homework_submissions for update to authenticated
  using (user_id = auth.uid())
  with check (user_id = auth.uid() and status = 'submitted');

revoke all on table public.homework_submissions from anon, authenticated;
grant select on table public.homework_submissions to authenticated;
grant insert (assignment_id, answer) on table public.homework_submissions to authenticated;
grant update (answer) on table public.homework_submissions to authenticated;
grant all on table public.homework_submissions to service_role;

-- rpc('submit_homework', { assignment_id, answer }): hands in (or replaces) the caller's answer.
-- Runs as the caller, so the policies, grants and rules above all apply.
create function public.submit_homework(assignment_id uuid, answer text)
  returns public.homework_submissions
  language plpgsql
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  result public.homework_submissions;
begin
  if auth.uid() is null then
    raise exception 'Log in to hand in homework.'
      using errcode = 'P0001', detail = 'homework_not_signed_in';
  end if;
  insert into public.homework_submissions as s (assignment_id, answer)
    values (submit_homework.assignment_id, submit_homework.answer)
    on conflict (assignment_id, user_id) do update set answer = excluded.answer
    returning s.* into result;
  return result;
end
$$;

-- rpc('grade_homework', { assignment_id, user_id, score, feedback }): admins only. Grading again
-- corrects the grade.
create function public.grade_homework(assignment_id uuid, user_id uuid, score integer, feedback text)
  returns public.homework_submissions
  language plpgsql
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  result public.homework_submissions;
begin
  if not public.is_admin() then
    raise exception 'Only admins can grade homework.'
      using errcode = 'P0001', detail = 'homework_not_admin';
  end if;
  if grade_homework.score is null then
    raise exception 'A grade needs a score.'
      using errcode = 'P0001', detail = 'homework_score_invalid';
  end if;
  update public.homework_submissions as s
    set status = 'graded',
        score = grade_homework.score,
        feedback = nullif(btrim(coalesce(grade_homework.feedback, '')), ''),
        graded_at = now()
    where s.assignment_id = grade_homework.assignment_id and s.user_id = grade_homework.user_id
    returning s.* into result;
  if not found then
    raise exception 'There is no answer to grade for this learner and assignment.'
      using errcode = 'P0001', detail = 'homework_not_submitted';
  end if;
  return result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- certificates
-- ---------------------------------------------------------------------------------------------

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  course_id uuid not null references public.courses (id) on delete cascade,
  -- 'SPL-<year of issue>-<6 characters>', without look-alike characters (0/O, 1/I/L), so it can
  -- be read out over the phone and typed in by a school.
  certificate_number text not null unique check (certificate_number ~ '^SPL-[0-9]{4}-[A-HJ-KM-NP-Z2-9]{6}$'),
  issued_at timestamptz not null default now(),
  constraint certificates_user_course_unique unique (user_id, course_id)
);

comment on table public.certificates is
  'A course completion certificate, issued by the database when progress reaches 100 %.';

alter table public.certificates enable row level security;

create policy "certificates: a user reads their own"
  on public.certificates for select to authenticated
  using (user_id = auth.uid() or public.is_admin());

-- No insert/update/delete policy and no write grant: only the service role (and the trigger
-- below, as the owner) writes certificates.
revoke all on table public.certificates from anon, authenticated;
grant select on table public.certificates to authenticated;
grant all on table public.certificates to service_role;

-- A fresh candidate number for a certificate issued at `issued_at` (year in Cairo time).
create function public.new_certificate_number(issued_at timestamptz) returns text
  language plpgsql volatile
  set search_path = ''
  as $$
declare
  alphabet constant text := 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  random_bytes bytea := uuid_send(gen_random_uuid());
  suffix text := '';
begin
  -- The first six bytes of a version-4 uuid are all random.
  for i in 0..5 loop
    suffix := suffix || substr(alphabet, 1 + get_byte(random_bytes, i) % char_length(alphabet), 1);
  end loop;
  return 'SPL-' || to_char(issued_at at time zone 'Africa/Cairo', 'YYYY') || '-' || suffix;
end
$$;

-- Issues the certificate when an enrollment reaches 100 %, once per learner and course: going
-- back below 100 % and up again, or leaving and re-joining the course, keeps the first one.
create function public.issue_certificate_on_completion() returns trigger
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  attempts integer := 0;
begin
  if new.progress_percent < 100 then
    return new;
  end if;
  if exists (
    select 1 from public.certificates as c
    where c.user_id = new.user_id and c.course_id = new.course_id
  ) then
    return new;
  end if;
  loop
    attempts := attempts + 1;
    begin
      insert into public.certificates (user_id, course_id, certificate_number)
        values (new.user_id, new.course_id, public.new_certificate_number(now()))
        on conflict (user_id, course_id) do nothing;
      return new;
    exception when unique_violation then
      -- Another certificate already has this number: draw again.
      if attempts >= 10 then
        raise;
      end if;
    end;
  end loop;
end
$$;

create trigger enrollments_issue_certificate
  after insert or update of progress_percent on public.enrollments
  for each row execute function public.issue_certificate_on_completion();

-- rpc('verify_certificate', { number }): for anyone, including signed-out visitors (a school
-- checking a certificate). Answers the course titles, the issue date and the learner's name —
-- never an e-mail address or an id. Case and surrounding spaces of the number do not matter;
-- an unknown number answers no row.
create function public.verify_certificate(number text)
  returns table (
    certificate_number text,
    course_title_en text,
    course_title_ar text,
    issued_at timestamptz,
    learner_name text
  )
  language sql stable
  security definer
  set search_path = ''
  as $$
    select c.certificate_number, co.title_en, co.title_ar, c.issued_at,
           coalesce(p.full_name, '')
    from public.certificates as c
    join public.courses as co on co.id = c.course_id
    join public.profiles as p on p.id = c.user_id
    where c.certificate_number = upper(btrim(verify_certificate.number))
  $$;

-- ---------------------------------------------------------------------------------------------
-- Functions callable through /rest/v1/rpc
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.submit_homework(uuid, text) from public, anon;
grant execute on function public.submit_homework(uuid, text) to authenticated, service_role;
revoke execute on function public.grade_homework(uuid, uuid, integer, text) from public, anon;
grant execute on function public.grade_homework(uuid, uuid, integer, text)
  to authenticated, service_role;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
revoke execute on function public.is_enrolled(uuid) from public, anon;
grant execute on function public.is_enrolled(uuid) to authenticated, service_role;
revoke execute on function public.enforce_homework_rules() from anon, authenticated, public;
revoke execute on function public.issue_certificate_on_completion() from anon, authenticated, public;
revoke execute on function public.new_certificate_number(timestamptz)
  from anon, authenticated, public;
