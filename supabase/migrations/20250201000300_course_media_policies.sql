-- Storage policies for course media (issue 17). Buckets are declared in supabase/config.toml.
-- course-media (private): an object is readable only when it is the video or a caption of a
-- lesson the caller may open (public.can_access_lesson), or by the course's owner and admins;
-- owners and admins write the objects under their course's folder ('<course-slug>/…').
-- course-covers (public: downloads need no policy): everyone may list it; owners and admins
-- write their course's cover ('<course-slug>.webp').

-- Whether the caller may write the media of the course with this slug: admins, and its owner.
create function public.can_edit_course_slug(slug text) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select public.can_edit_course(
      (select c.id from public.courses as c where c.slug = can_edit_course_slug.slug)
    )
  $$;

-- Whether the caller may download this object of 'course-media': the video or a caption of a
-- lesson they may open — only under that lesson's own course folder, so that a lesson cannot
-- point at another course's media — or any object of a course they may edit.
create function public.can_read_course_media(name text) returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select exists (
      select 1 from public.lesson_contents as lc
      join public.lessons as l on l.id = lc.lesson_id
      join public.courses as c on c.id = l.course_id
      where can_read_course_media.name in (lc.video_path, lc.caption_en_path, lc.caption_ar_path)
        and split_part(can_read_course_media.name, '/', 1) = c.slug
        and public.can_access_lesson(lc.lesson_id)
    ) or public.can_edit_course_slug(split_part(can_read_course_media.name, '/', 1))
  $$;

create policy "course-media: lesson media for whoever may open the lesson"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'course-media' and public.can_read_course_media(name));

create policy "course-media: owners and admins upload to their course's folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'course-media'
    and public.can_edit_course_slug((storage.foldername(name))[1]));

create policy "course-media: owners and admins replace their course's media"
  on storage.objects for update to authenticated
  using (bucket_id = 'course-media' and public.can_edit_course_slug((storage.foldername(name))[1]))
  with check (bucket_id = 'course-media'
    and public.can_edit_course_slug((storage.foldername(name))[1]));

create policy "course-media: owners and admins delete their course's media"
  on storage.objects for delete to authenticated
  using (bucket_id = 'course-media' and public.can_edit_course_slug((storage.foldername(name))[1]));

-- Covers: '<course-slug>.<ext>' at the bucket's root.
create policy "course-covers: everyone lists the covers"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'course-covers');

create policy "course-covers: owners and admins upload their course's cover"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'course-covers' and name !~ '/'
    and public.can_edit_course_slug(split_part(name, '.', 1)));

create policy "course-covers: owners and admins replace their course's cover"
  on storage.objects for update to authenticated
  using (bucket_id = 'course-covers' and name !~ '/'
    and public.can_edit_course_slug(split_part(name, '.', 1)))
  with check (bucket_id = 'course-covers' and name !~ '/'
    and public.can_edit_course_slug(split_part(name, '.', 1)));

create policy "course-covers: owners and admins delete their course's cover"
  on storage.objects for delete to authenticated
  using (bucket_id = 'course-covers' and name !~ '/'
    and public.can_edit_course_slug(split_part(name, '.', 1)));

grant execute on function public.can_edit_course_slug(text) to anon, authenticated, service_role;
grant execute on function public.can_read_course_media(text) to anon, authenticated, service_role;
