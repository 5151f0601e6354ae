-- The content bank checks every write of a question (issue 20): guard_bank_question as before,
-- and the same checks as save_bank_question (bank_question_problem) for inserts and updates made
-- straight through the API, answered P0001 bank_question_invalid with the field in HINT.

create or replace function public.guard_bank_question() returns trigger
  language plpgsql
  set search_path = ''
  as $$
declare
  problem jsonb;
begin
  if current_user in ('anon', 'authenticated') and not public.is_admin()
     and ((tg_op <> 'INSERT' and old.in_placement) or (tg_op <> 'DELETE' and new.in_placement)) then
    raise exception 'Only admins change the questions of the placement test.' using errcode = '42501';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  -- Every write is checked as save_bank_question checks it, so a direct insert or update through
  -- the API cannot store a question a quiz or the placement test could not use.
  problem := public.bank_question_problem(to_jsonb(new));
  if problem is not null then
    raise exception '%', problem ->> 'message'
      using errcode = 'P0001', detail = 'bank_question_invalid', hint = problem::text;
  end if;
  if new.in_placement and exists (
    select 1 from jsonb_array_elements(new.options) as o where btrim(coalesce(o ->> 'text_en', '')) = ''
  ) then
    raise exception 'A placement question needs every option in English.'
      using errcode = 'P0001', detail = 'bank_question_invalid',
            hint = '{"field": "options", "message": "A placement question needs every option in English."}';
  end if;
  if tg_op = 'UPDATE' then
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;

