/** Test-only schemas for profiles: `fx_api` (exposed by the test's env) and `fx_hidden` (not). */
export const PROFILE_FIXTURES = `
create schema fx_api;
grant usage on schema fx_api to anon, authenticated;
create table fx_api.notes (id int primary key, body text);
insert into fx_api.notes values (1, 'from api'), (2, 'with, comma "quoted"'), (3, null);
grant select, insert on fx_api.notes to anon;
create function fx_api.note_count() returns int language sql stable
  as $$ select count(*)::int from fx_api.notes $$;
create function fx_api.note_total() returns bigint language plpgsql stable
  as $$ begin return (select count(*) from notes); end $$;
create schema fx_hidden;
grant usage on schema fx_hidden to anon;
create table fx_hidden.secrets (id int);
grant select, insert on fx_hidden.secrets to anon;
`
