-- Tutors' photos (issue 20, the tutor profile): a square picture in the public bucket
-- 'tutor-photos' (declared in config.toml), under the teacher's own folder
-- '<user id>/<file>'; tutors.photo_path names it and can only name a file of that folder.

alter table public.tutors
  add column photo_path text
    check (photo_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}$'),
  add constraint tutors_photo_in_own_folder
    check (photo_path is null or split_part(photo_path, '/', 1) = user_id::text);

grant update (photo_path) on table public.tutors to authenticated;

create policy "tutor-photos: everyone lists the photos"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'tutor-photos');

create policy "tutor-photos: teachers upload into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'tutor-photos' and public.is_teacher()
    and (storage.foldername(name))[1] = auth.uid()::text);

create policy "tutor-photos: teachers replace their own photos"
  on storage.objects for update to authenticated
  using (bucket_id = 'tutor-photos' and (storage.foldername(name))[1] = auth.uid()::text)
  with check (bucket_id = 'tutor-photos' and public.is_teacher()
    and (storage.foldername(name))[1] = auth.uid()::text);

create policy "tutor-photos: teachers delete their own photos"
  on storage.objects for delete to authenticated
  using (bucket_id = 'tutor-photos' and (storage.foldername(name))[1] = auth.uid()::text);
