/** Test-only rows for the `Prefer` header: a table to mutate and functions returning sets. */
export const PREFERENCE_FIXTURES = `
create table public.fx_items (
  id int primary key,
  name text not null,
  qty int not null default 7,
  at timestamptz not null default '2024-01-01 12:00:00+00'
);
insert into public.fx_items select g, 'item ' || g, g from generate_series(1, 20) as g;
grant select, insert, update, delete on public.fx_items to anon;
create function public.fx_delete_items(below int) returns setof public.fx_items language sql
  as $$ delete from public.fx_items where id < below returning * $$;
create function public.fx_count_items() returns int language sql stable
  as $$ select count(*)::int from public.fx_items $$;
analyze public.fx_items;
`
