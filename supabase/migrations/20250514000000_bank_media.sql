-- The content bank's media (issue 20): pictures and recordings the staff share, tagged like the
-- questions (level, skill, subject), found by their titles in English or Arabic, and attached to
-- bank questions. Files live in the public bucket 'bank-media' (config.toml) under the uploader's
-- own folder '<user id>/<file>'; the rows that describe them are staff-only, like the questions.
--
-- Errors: P0001 bank_question_invalid (a question naming media that does not exist), 42501 for
-- callers who are not staff or not the author; the checks below answer 23514.

create table public.bank_media (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check (path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}$'),
  kind text not null check (kind in ('image', 'audio')),
  title_en text not null default '' check (length(title_en) <= 200),
  title_ar text not null default '' check (length(title_ar) <= 200),
  level text check (level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  skill text check (skill in ('grammar', 'vocabulary', 'reading', 'listening', 'writing', 'speaking')),
  subject text check (subject in ('english', 'arabic', 'french', 'german', 'math', 'science', 'computing')),
  created_by uuid references auth.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  check (btrim(title_en) <> '' or btrim(title_ar) <> ''),
  -- A file of the uploader's own folder.
  check (created_by is null or split_part(path, '/', 1) = created_by::text),
  search_text text generated always as (
    public.normalize_search_text(title_en || ' ' || title_ar)
  ) stored
);

comment on table public.bank_media is
  'Pictures and recordings of the content bank (files in the bucket bank-media): staff only.';

create index bank_media_created on public.bank_media (created_at desc, id);

alter table public.bank_media enable row level security;

create policy "bank_media: staff see the media"
  on public.bank_media for select to authenticated
  using ((select public.is_staff()));

create policy "bank_media: staff add media of their own folder"
  on public.bank_media for insert to authenticated
  with check ((select public.is_staff()) and created_by = (select auth.uid()));

create policy "bank_media: authors and admins change them"
  on public.bank_media for update to authenticated
  using ((select public.is_admin()) or (created_by = (select auth.uid()) and (select public.is_staff())))
  with check ((select public.is_admin()) or created_by = (select auth.uid()));

create policy "bank_media: authors and admins delete them"
  on public.bank_media for delete to authenticated
  using ((select public.is_admin()) or (created_by = (select auth.uid()) and (select public.is_staff())));

revoke all on table public.bank_media from anon, authenticated;
grant select, insert, delete on table public.bank_media to authenticated;
grant update (title_en, title_ar, level, skill, subject) on table public.bank_media to authenticated;
grant all on table public.bank_media to service_role;

create policy "bank-media: everyone reads the files"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'bank-media');

create policy "bank-media: staff upload into their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'bank-media' and public.is_staff()
    and (storage.foldername(name))[1] = auth.uid()::text);

create policy "bank-media: authors delete their files, admins any"
  on storage.objects for delete to authenticated
  using (bucket_id = 'bank-media'
    and ((storage.foldername(name))[1] = auth.uid()::text or public.is_admin()));

-- rpc('search_bank_media', { q, kind, level, skill, subject }): the media (RLS: staff) whose
-- titles hold every word of q (normalised: Arabic letter forms folded), newest first.
create function public.search_bank_media(
  q text default null,
  kind text default null,
  level text default null,
  skill text default null,
  subject text default null
) returns setof public.bank_media
  language plpgsql stable
  set search_path = ''
  as $$
declare
  words text[];
begin
  if q is not null and length(q) > 200 then
    raise exception 'The search is at most 200 characters.'
      using errcode = 'P0001', detail = 'bank_search_invalid';
  end if;
  words := array_remove(string_to_array(coalesce(public.normalize_search_text(q), ''), ' '), '');
  return query
    select m.* from public.bank_media as m
    where (search_bank_media.kind is null or m.kind = search_bank_media.kind)
      and (search_bank_media.level is null or m.level = search_bank_media.level)
      and (search_bank_media.skill is null or m.skill = search_bank_media.skill)
      and (search_bank_media.subject is null or m.subject = search_bank_media.subject)
      and not exists (select 1 from unnest(words) as w where strpos(m.search_text, w) = 0)
    order by m.created_at desc, m.id;
end
$$;

revoke execute on function public.search_bank_media(text, text, text, text, text) from public, anon;
grant execute on function public.search_bank_media(text, text, text, text, text)
  to authenticated, service_role;

-- A question may show one picture or recording of the bank (save_bank_question checks that it
-- is there).
alter table public.bank_questions
  add constraint bank_questions_media_id_fkey
  foreign key (media_id) references public.bank_media (id) on delete set null;
