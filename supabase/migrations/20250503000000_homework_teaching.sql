-- Homework from the teacher's side (issue 20): a course's teacher (not only admins) sets its
-- homework and grades it; learners attach files to their answers; grades can be drafted and
-- are seen by the learner only once released.
--   * homework_assignments: the course's editors (public.can_edit_course: its owner, admins)
--     insert, update, delete and read them.
--   * homework_submissions gains attachment_paths (objects of the private bucket
--     'homework-files' under '<assignment id>/<learner id>/', at most 3); a drafted grade waits
--     in homework_grade_drafts, which no API role reads.
--   * grade_homework(assignment_id, user_id, score, feedback, release) is for the course's
--     editors: release = false keeps a draft, true publishes the grade (and earns the xp).
--   * homework_queue(course_id) lists a course's submissions for grading, with late flags.
-- Errors: the homework_* codes of 20250101000300_homework_certificates.sql, and
-- homework_attachments_invalid.

-- ---------------------------------------------------------------------------------------------
-- Assignments: the course's teacher
-- ---------------------------------------------------------------------------------------------

create policy "homework_assignments: the course's editors read"
  on public.homework_assignments for select to authenticated
  using (public.can_edit_course(course_id));

create policy "homework_assignments: the course's editors insert"
  on public.homework_assignments for insert to authenticated
  with check (public.can_edit_course(course_id));

create policy "homework_assignments: the course's editors update"
  on public.homework_assignments for update to authenticated
  using (public.can_edit_course(course_id))
  with check (public.can_edit_course(course_id));

create policy "homework_assignments: the course's editors delete"
  on public.homework_assignments for delete to authenticated
  using (public.can_edit_course(course_id));

-- ---------------------------------------------------------------------------------------------
-- Submissions: attachments and draft grades
-- ---------------------------------------------------------------------------------------------

alter table public.homework_submissions
  add column attachment_paths text[] not null default '{}';

-- A grade the teacher has written but not released: read and written only through
-- grade_homework and homework_queue (no grant to anon or authenticated).
create table public.homework_grade_drafts (
  assignment_id uuid not null,
  user_id uuid not null,
  score integer not null check (score >= 0),
  feedback text check (char_length(feedback) <= 5000),
  updated_at timestamptz not null default now(),
  primary key (assignment_id, user_id),
  constraint homework_grade_drafts_submission_fkey foreign key (assignment_id, user_id)
    references public.homework_submissions (assignment_id, user_id) on delete cascade
);

alter table public.homework_grade_drafts enable row level security;
revoke all on table public.homework_grade_drafts from anon, authenticated;
grant all on table public.homework_grade_drafts to service_role;

-- Attachments live under the assignment's and the learner's own folder, three at most.
create function public.valid_homework_attachments(assignment uuid, learner uuid, paths text[])
  returns boolean
  language sql immutable
  set search_path = ''
  as $$
    select cardinality(paths) <= 3 and public.has_no_duplicates(paths) and not exists (
      select 1 from unnest(paths) as p
      where p !~ ('^' || assignment::text || '/' || learner::text || '/[^/]{1,120}$')
    )
  $$;

create function public.guard_homework_attachments() returns trigger
  language plpgsql
  set search_path = ''
  as $$
begin
  if not public.valid_homework_attachments(new.assignment_id, new.user_id, new.attachment_paths) then
    raise exception 'Attach at most three files, uploaded to your own folder of this homework.'
      using errcode = 'P0001', detail = 'homework_attachments_invalid';
  end if;
  return new;
end
$$;

create trigger homework_submissions_guard_attachments
  before insert or update on public.homework_submissions
  for each row execute function public.guard_homework_attachments();

grant insert (attachment_paths) on table public.homework_submissions to authenticated;
grant update (attachment_paths) on table public.homework_submissions to authenticated;

drop function public.submit_homework(uuid, text);

-- rpc('submit_homework', { assignment_id, answer, attachment_paths? }): hands in (or replaces)
-- the caller's answer with its files. Runs as the caller: every policy and rule applies.
create function public.submit_homework(
  assignment_id uuid, answer text, attachment_paths text[] default '{}'
)
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
  insert into public.homework_submissions as s (assignment_id, answer, attachment_paths)
    values (submit_homework.assignment_id, submit_homework.answer,
            coalesce(submit_homework.attachment_paths, '{}'))
    on conflict (assignment_id, user_id) do update
      set answer = excluded.answer, attachment_paths = excluded.attachment_paths
    returning s.* into result;
  return result;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Grading: the course's editors
-- ---------------------------------------------------------------------------------------------

drop function public.grade_homework(uuid, uuid, integer, text);

-- rpc('grade_homework', { assignment_id, user_id, score, feedback, release }): the course's
-- teacher or an admin. release = false saves a draft the learner does not see; true publishes
-- the grade (grading again corrects it).
create function public.grade_homework(
  assignment_id uuid, user_id uuid, score integer, feedback text, release boolean default true
) returns void
  language plpgsql
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  course uuid := (
    select a.course_id from public.homework_assignments as a where a.id = grade_homework.assignment_id
  );
  cleaned text := nullif(btrim(coalesce(grade_homework.feedback, '')), '');
begin
  if course is null or not public.can_edit_course(course) then
    raise exception 'Only the course''s teacher and admins grade its homework.'
      using errcode = 'P0001', detail = 'homework_not_admin';
  end if;
  if grade_homework.score is null then
    raise exception 'A grade needs a score.'
      using errcode = 'P0001', detail = 'homework_score_invalid';
  end if;
  if grade_homework.score < 0 or grade_homework.score > (
    select a.max_score from public.homework_assignments as a where a.id = grade_homework.assignment_id
  ) then
    raise exception 'The score must be between 0 and the assignment''s maximum.'
      using errcode = 'P0001', detail = 'homework_score_invalid';
  end if;
  if char_length(cleaned) > 5000 then
    raise exception 'Keep the feedback under 5000 characters.'
      using errcode = 'P0001', detail = 'homework_score_invalid';
  end if;
  if not exists (
    select 1 from public.homework_submissions as s
    where s.assignment_id = grade_homework.assignment_id and s.user_id = grade_homework.user_id
  ) then
    raise exception 'There is no answer to grade for this learner and assignment.'
      using errcode = 'P0001', detail = 'homework_not_submitted';
  end if;
  if release then
    update public.homework_submissions as s
      set status = 'graded', score = grade_homework.score, feedback = cleaned, graded_at = now()
      where s.assignment_id = grade_homework.assignment_id and s.user_id = grade_homework.user_id;
    delete from public.homework_grade_drafts as d
      where d.assignment_id = grade_homework.assignment_id and d.user_id = grade_homework.user_id;
  else
    insert into public.homework_grade_drafts as d (assignment_id, user_id, score, feedback)
      values (grade_homework.assignment_id, grade_homework.user_id, grade_homework.score, cleaned)
      on conflict (assignment_id, user_id) do update
        set score = excluded.score, feedback = excluded.feedback, updated_at = now();
  end if;
end
$$;

-- A course's submissions for its teacher: every answer with the learner's name, whether it came
-- after the due date, and the grade (released or drafted). Oldest first, the way a queue is read.
create function public.homework_queue(course_id uuid)
  returns table (
    assignment_id uuid, assignment_title text, due_at timestamptz, max_score integer,
    user_id uuid, learner_name text, answer text, attachment_paths text[],
    submitted_at timestamptz, late boolean, status text, score integer, feedback text,
    draft_score integer, draft_feedback text
  )
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
begin
  if not public.can_edit_course(homework_queue.course_id) then
    raise exception 'Only the course''s teacher and admins grade its homework.'
      using errcode = 'P0001', detail = 'homework_not_admin';
  end if;
  return query
    select a.id, a.title_en, a.due_at, a.max_score, s.user_id,
           coalesce(nullif(p.full_name, ''), 'Learner'), s.answer, s.attachment_paths,
           s.submitted_at, s.submitted_at > a.due_at, s.status, s.score, s.feedback,
           d.score, d.feedback
    from public.homework_assignments as a
    join public.homework_submissions as s on s.assignment_id = a.id
    join public.profiles as p on p.id = s.user_id
    left join public.homework_grade_drafts as d
      on d.assignment_id = s.assignment_id and d.user_id = s.user_id
    where a.course_id = homework_queue.course_id
    order by s.submitted_at;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Storage: 'homework-files' (private; declared in supabase/config.toml)
-- ---------------------------------------------------------------------------------------------

-- Whether the caller may put files in this folder: their own folder of an assignment of a course
-- they follow, while the answer is not graded.
create function public.can_upload_homework_file(name text) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((
      select split_part(can_upload_homework_file.name, '/', 2) = auth.uid()::text
         and public.is_enrolled(a.course_id)
         and not exists (
           select 1 from public.homework_submissions as s
           where s.assignment_id = a.id and s.user_id = auth.uid() and s.status = 'graded'
         )
      from public.homework_assignments as a
      where a.id::text = split_part(can_upload_homework_file.name, '/', 1)
    ), false)
  $$;

-- Whether the caller may read a homework file: their own, or any of a course they edit.
create function public.can_read_homework_file(name text) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select split_part(can_read_homework_file.name, '/', 2) = auth.uid()::text
      or coalesce((
        select public.can_edit_course(a.course_id)
        from public.homework_assignments as a
        where a.id::text = split_part(can_read_homework_file.name, '/', 1)
      ), false)
  $$;

create policy "homework-files: learners upload to their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'homework-files' and public.can_upload_homework_file(name));

create policy "homework-files: learners replace their own files"
  on storage.objects for update to authenticated
  using (bucket_id = 'homework-files' and public.can_upload_homework_file(name))
  with check (bucket_id = 'homework-files' and public.can_upload_homework_file(name));

create policy "homework-files: learners delete their own files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'homework-files' and public.can_upload_homework_file(name));

create policy "homework-files: the learner and the course's teacher read"
  on storage.objects for select to authenticated
  using (bucket_id = 'homework-files' and public.can_read_homework_file(name));

-- ---------------------------------------------------------------------------------------------
-- Grants
-- ---------------------------------------------------------------------------------------------

revoke execute on function public.guard_homework_attachments() from anon, authenticated, public;
revoke execute on function public.grade_homework(uuid, uuid, integer, text, boolean) from public, anon;
revoke execute on function public.homework_queue(uuid) from public, anon;
revoke execute on function public.submit_homework(uuid, text, text[]) from public, anon;
revoke execute on function public.can_upload_homework_file(text) from public, anon;
revoke execute on function public.can_read_homework_file(text) from public, anon;
grant execute on function public.valid_homework_attachments(uuid, uuid, text[]) to authenticated, service_role;
grant execute on function public.grade_homework(uuid, uuid, integer, text, boolean)
  to authenticated, service_role;
grant execute on function public.homework_queue(uuid) to authenticated, service_role;
grant execute on function public.submit_homework(uuid, text, text[]) to authenticated, service_role;
grant execute on function public.can_upload_homework_file(text) to authenticated, service_role;
grant execute on function public.can_read_homework_file(text) to authenticated, service_role;
