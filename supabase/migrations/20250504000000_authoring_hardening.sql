-- Whether a course has learners is its editors' business: course_has_learners answered anyone
-- (even anonymous visitors) for any course. Now only the course's teacher and admins may ask
-- (42501 → HTTP 403 for everyone else); the delete guard, which runs for an editor's delete,
-- still asks it.

create or replace function public.course_has_learners(course_id uuid) returns boolean
  language plpgsql stable
  security definer
  set search_path = ''
  as $$
begin
  perform public.require_course_editor(course_id);
  return exists (
    select 1 from public.enrollments as e where e.course_id = course_has_learners.course_id
  );
end
$$;

comment on function public.course_has_learners(uuid) is
  'true when learners follow the course; asked by its editors only (others get 42501)';

revoke execute on function public.course_has_learners(uuid) from public, anon;
grant execute on function public.course_has_learners(uuid) to authenticated, service_role;
