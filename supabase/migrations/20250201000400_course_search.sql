-- Catalogue search (issue 17): published courses found on the server, in English and Arabic,
-- with filters, sort and paging. Visibility stays with the courses RLS (security invoker).

-- The normalised text a search matches: titles, descriptions and instructor in both languages.
alter table public.courses
  add column search_text text generated always as (
    public.normalize_search_text(
      title_en || ' ' || title_ar || ' ' || description_en || ' ' || description_ar || ' '
        || instructor_name
    )
  ) stored;

-- Number of learners of each course, without exposing who they are.
create function public.course_learner_counts()
  returns table (course_id uuid, learners bigint)
  language sql stable security definer
  set search_path = ''
  as $$
    select e.course_id, count(*) from public.enrollments e group by e.course_id
  $$;

revoke execute on function public.course_learner_counts() from public;
grant execute on function public.course_learner_counts() to anon, authenticated, service_role;

-- search_courses: q is matched after normalisation (every word must appear); subject, level
-- and access ('free' | 'premium') filter; sort is 'popular' (default), 'rating' or 'newest'.
-- Page with .range() and count: 'exact' on the RPC result.
create function public.search_courses(
  q text default null,
  subject text default null,
  level text default null,
  access text default null,
  sort text default 'popular'
) returns setof public.courses
  language plpgsql stable security invoker
  set search_path = ''
  as $$
  declare
    words text[];
  begin
    if q is not null and length(q) > 200 then
      raise exception 'q is too long' using errcode = '22023', detail = 'search_query_too_long';
    end if;
    if access is not null and access not in ('free', 'premium') then
      raise exception 'access must be free or premium' using errcode = '22023', detail = 'invalid_access';
    end if;
    if level is not null and level not in ('A1', 'A2', 'B1', 'B2', 'C1') then
      raise exception 'level must be one of A1, A2, B1, B2, C1' using errcode = '22023', detail = 'invalid_level';
    end if;
    if coalesce(sort, 'popular') not in ('popular', 'rating', 'newest') then
      raise exception 'sort must be popular, rating or newest' using errcode = '22023', detail = 'invalid_sort';
    end if;
    words := array_remove(string_to_array(coalesce(public.normalize_search_text(q), ''), ' '), '');
    return query
      select c.*
      from public.courses c
      left join public.course_learner_counts() n on n.course_id = c.id
      where c.is_published
        and (search_courses.subject is null or c.subject = search_courses.subject)
        and (search_courses.level is null or c.level = search_courses.level)
        and (access is null or c.is_premium = (access = 'premium'))
        and not exists (
          select 1 from unnest(words) w
          where strpos(c.search_text, w) = 0
        )
      order by
        case when coalesce(sort, 'popular') = 'popular' then coalesce(n.learners, 0) end desc nulls last,
        case when sort = 'rating' then c.rating end desc nulls last,
        c.created_at desc,
        c.id;
  end;
  $$;

grant execute on function public.search_courses(text, text, text, text, text)
  to anon, authenticated, service_role;
