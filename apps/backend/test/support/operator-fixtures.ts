/** Test-only tables for PostgREST's operators: ranges, full-text search, nullable values. */
export const OPERATOR_FIXTURES = `
create table public.fx_events (
  id int primary key,
  name text not null,
  during int4range not null,
  body text not null,
  doc tsvector generated always as (to_tsvector('english', body)) stored,
  score int
);
insert into public.fx_events (id, name, during, body, score) values
  (1, 'alpha', '[1,5)', 'The fat cats ate the rats', 10),
  (2, 'beta', '[5,10)', 'A quick brown fox jumps over the lazy dog', null),
  (3, 'gamma', '[20,30)', 'Cats and dogs are friends', 30),
  (4, 'Alpine', '[8,12)', 'Rats chase cheese in the night', 40);
grant select on public.fx_events to anon, authenticated;
`
