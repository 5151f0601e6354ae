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

-- A question may show one picture or recording of the bank.
alter table public.bank_questions
  add column media_id uuid references public.bank_media (id) on delete set null;

create or replace function public.bank_question_row(question jsonb) returns public.bank_questions
  language plpgsql immutable
  set search_path = ''
  as $$
declare
  result public.bank_questions;
  kind text := question ->> 'kind';
begin
  result.kind := kind;
  result.prompt_en := btrim(coalesce(question ->> 'prompt_en', ''));
  result.prompt_ar := btrim(coalesce(question ->> 'prompt_ar', ''));
  result.options := case when kind = 'short' then '[]'::jsonb else (
    select coalesce(jsonb_agg(jsonb_build_object('id', o ->> 'id',
      'text_en', btrim(coalesce(o ->> 'text_en', '')), 'text_ar', btrim(coalesce(o ->> 'text_ar', '')))
      order by n), '[]'::jsonb)
    from jsonb_array_elements(coalesce(question -> 'options', '[]')) with ordinality as x(o, n)) end;
  result.correct_option_ids := case when kind = 'short' then '{}'::text[] else (
    select coalesce(array_agg(value), '{}') from jsonb_array_elements_text(coalesce(question -> 'correct_option_ids', '[]'))) end;
  result.accepted_answers := case when kind = 'short' then (
    select coalesce(array_agg(btrim(value)), '{}') from jsonb_array_elements_text(coalesce(question -> 'accepted_answers', '[]'))
    where btrim(value) <> '') else '{}'::text[] end;
  result.explanation := btrim(coalesce(question ->> 'explanation', ''));
  result.level := nullif(question ->> 'level', '');
  result.skill := nullif(question ->> 'skill', '');
  result.subject := nullif(question ->> 'subject', '');
  result.in_placement := coalesce((question ->> 'in_placement')::boolean, false);
  result.media_id := case when coalesce(question ->> 'media_id', '') ~ '^[0-9a-f-]{36}$'
    then (question ->> 'media_id')::uuid end;
  return result;
end
$$;

-- save_bank_question as before, keeping the question's media (which must be in the bank).
create or replace function public.save_bank_question(question jsonb) returns public.bank_questions
  language plpgsql
  set search_path = ''
  as $$
declare
  problem jsonb := public.bank_question_problem(question);
  fields public.bank_questions;
  saved public.bank_questions;
begin
  if not public.is_staff() then
    raise exception 'Only teachers and admins use the content bank.' using errcode = '42501';
  end if;
  if problem is null and coalesce(question ->> 'media_id', '') <> '' and not exists (
    select 1 from public.bank_media as m where m.id::text = question ->> 'media_id'
  ) then
    problem := '{"field": "media", "message": "The picture or recording is not in the bank."}';
  end if;
  if problem is not null then
    raise exception '%', problem ->> 'message'
      using errcode = 'P0001', detail = 'bank_question_invalid', hint = problem::text;
  end if;
  fields := public.bank_question_row(question);
  if question ->> 'id' is null then
    insert into public.bank_questions (kind, prompt_en, prompt_ar, options, correct_option_ids,
        accepted_answers, explanation, level, skill, subject, in_placement, media_id)
      values (fields.kind, fields.prompt_en, fields.prompt_ar, fields.options,
        fields.correct_option_ids, fields.accepted_answers, fields.explanation, fields.level,
        fields.skill, fields.subject, fields.in_placement, fields.media_id)
      returning * into saved;
  else
    update public.bank_questions as b
      set kind = fields.kind, prompt_en = fields.prompt_en, prompt_ar = fields.prompt_ar,
          options = fields.options, correct_option_ids = fields.correct_option_ids,
          accepted_answers = fields.accepted_answers, explanation = fields.explanation,
          level = fields.level, skill = fields.skill, subject = fields.subject,
          in_placement = fields.in_placement, media_id = fields.media_id
      where b.id = (question ->> 'id')::uuid
      returning * into saved;
    if not found then
      raise exception 'There is no question % that you may change.', question ->> 'id'
        using errcode = '42501';
    end if;
  end if;
  return saved;
end
$$;
