/** Test-only functions for /rpc: single unnamed parameters, arrays, composites, overloads. */
export const RPC_FIXTURES = `
create function public.fx_echo_json(json) returns json language sql immutable as $$ select $1 $$;
create function public.fx_upper(text) returns text language sql immutable as $$ select upper($1) $$;
create function public.fx_size(bytea) returns int language sql immutable
  as $$ select length($1) $$;
create type public.fx_point as (x int, y int);
create function public.fx_sum_array(nums int[]) returns int language sql immutable
  as $$ select sum(n)::int from unnest(nums) as n $$;
create function public.fx_point_norm(p public.fx_point) returns int language sql immutable
  as $$ select (p).x * (p).x + (p).y * (p).y $$;
create function public.fx_over(a int) returns text language sql immutable as $$ select 'int' $$;
create function public.fx_over(a text, b text default 'x') returns text language sql immutable
  as $$ select 'text ' || b $$;
create function public.fx_over(c int, d int default 0) returns text language sql immutable as $$ select 'c' $$;
create table public.fx_log (id serial primary key, note text not null);
grant select, insert on public.fx_log to anon, authenticated;
grant usage on sequence public.fx_log_id_seq to anon, authenticated;
create function public.fx_add_log(note text) returns int language sql volatile
  as $$ insert into public.fx_log (note) values (note) returning id $$;
create function public.fx_noop(note text) returns void language sql volatile
  as $$ insert into public.fx_log (note) values (note) $$;
create function public.fx_events_after(min_id int) returns setof public.fx_events
  language sql stable as $$ select * from public.fx_events where id > min_id $$;
create function public.fx_first_event() returns public.fx_events language sql stable
  as $$ select * from public.fx_events order by id limit 1 $$;
create function public.fx_pairs() returns table (n int, label text) language sql immutable
  as $$ values (1, 'one'), (2, 'two'), (3, 'three') $$;
create function public.fx_numbers() returns setof int language sql immutable
  as $$ select generate_series(1, 3) $$;
create function public.fx_secret() returns text language sql as $$ select 'secret' $$;
revoke execute on function public.fx_secret() from public, anon, authenticated;
`
