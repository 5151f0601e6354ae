-- Catalogue fields of a course (issue 17): subject, CEFR level, a cover image kept in Storage,
-- draft/published, and the teacher who owns it; and the text normalisation that search and
-- short quiz answers share, so that Arabic is matched the way people type it.

-- ---------------------------------------------------------------------------------------------
-- normalize_search_text
-- ---------------------------------------------------------------------------------------------

-- Folds what readers of Arabic treat as the same letters: alef with hamza or madda (أ إ آ ٱ) → ا,
-- ؤ → و, ئ and alef maqsura ى → ي, taa marbuta ة → ه; drops tatweel (ـ) and the harakat, shadda,
-- sukun and superscript alef; turns Arabic-Indic and Persian digits into ASCII; lower-cases
-- Latin letters and collapses white space. 'إِسْتِمَاعٌ ١٢' and 'استماع 12' normalise alike.
create function public.normalize_search_text(value text) returns text
  language sql immutable parallel safe
  set search_path = ''
  as $$
    select btrim(regexp_replace(
      translate(
        lower(value),
        U&'\0622\0623\0625\0671\0624\0626\0649\0629'
          || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669'
          || U&'\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9'
          || U&'\0640\064B\064C\064D\064E\064F\0650\0651\0652\0653\0654\0655\0670',
        U&'\0627\0627\0627\0627\0648\064A\064A\0647'
          || '0123456789'
          || '0123456789'
      ),
      '[[:space:]]+', ' ', 'g'
    ))
  $$;

comment on function public.normalize_search_text(text) is
  'Search form of a text: Arabic diacritics, tatweel and hamza/alef forms folded, digits ASCII, lower case.';

grant execute on function public.normalize_search_text(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- courses: catalogue fields
-- ---------------------------------------------------------------------------------------------

alter table public.courses
  add column subject text not null default 'english'
    check (subject in ('english', 'arabic', 'french', 'german', 'math', 'science', 'computing')),
  -- CEFR level, for language courses.
  add column level text check (level in ('A1', 'A2', 'B1', 'B2', 'C1')),
  -- Object name of the cover in the public bucket 'course-covers'.
  add column cover_path text
    check (cover_path is null or (length(cover_path) <= 512 and cover_path !~ '(^|/)\.\.(/|$)')),
  -- Published unless created as a draft (the teaching workspace creates drafts explicitly).
  add column is_published boolean not null default true,
  add column owner_id uuid references auth.users (id) on delete set null;

create index courses_owner_id_idx on public.courses (owner_id);

comment on column public.courses.owner_id is 'The teacher who owns the course (null: the platform''s own).';

-- Drafts are seen only by their owner and by admins.
drop policy "courses: everyone reads the catalogue" on public.courses;
create policy "courses: everyone reads published courses; owners and admins read drafts"
  on public.courses for select to anon, authenticated
  using (is_published or owner_id = auth.uid() or public.is_admin());
