/** Test-only tables for embedding: self-reference, a join table, views, computed fields. */
export const EMBED_FIXTURES = `
create table public.fx_people (
  id int primary key,
  first_name text not null,
  last_name text not null,
  manager_id int references public.fx_people (id)
);
create table public.fx_clubs (id int primary key, name text not null);
create table public.fx_memberships (
  person_id int references public.fx_people (id),
  club_id int references public.fx_clubs (id),
  primary key (person_id, club_id)
);
create table public.fx_cards (
  id int primary key,
  person_id int not null references public.fx_people (id),
  label text not null
);
create table public.fx_pairs (
  a int references public.fx_people (id),
  b int references public.fx_people (id)
);
create table public.fx_passports (
  id int primary key,
  person_id int unique references public.fx_people (id),
  number text not null
);
insert into public.fx_people values
  (1, 'Ada', 'Lovelace', null), (2, 'Alan', 'Turing', 1), (3, 'Grace', 'Hopper', 1);
insert into public.fx_passports values (1, 2, 'P-2');
insert into public.fx_clubs values (1, 'Chess'), (2, 'Go'), (3, 'Empty');
insert into public.fx_memberships values (1, 1), (1, 2), (2, 1);
insert into public.fx_cards values (1, 1, 'gold'), (2, 2, 'silver');
create view public.fx_people_view as select id, first_name as given from public.fx_people;
create schema fx_private;
create table fx_private.tickets (
  id int primary key,
  person_id int references public.fx_people (id),
  title text not null
);
insert into fx_private.tickets values (1, 1, 'first'), (2, 1, 'second'), (3, 3, 'third');
create view public.fx_tickets as select id, person_id, title from fx_private.tickets;
create function public.fx_full_name(public.fx_people) returns text language sql stable
  as $$ select $1.first_name || ' ' || $1.last_name $$;
create function public.fx_cards_of(public.fx_people) returns setof public.fx_cards
  language sql stable as $$ select * from public.fx_cards where person_id = $1.id $$;
create function public.fx_people_named(prefix text) returns setof public.fx_people
  language sql stable as $$ select * from public.fx_people where first_name like prefix || '%' $$;
create table public.fx_diary (
  id int primary key,
  person_id int references public.fx_people (id),
  secret text not null
);
insert into public.fx_diary values (1, 1, 'hidden');
-- Supabase's default privileges grant every new public table to the API roles; take them back.
revoke all on public.fx_diary from anon, authenticated;
create function public.fx_secret_of(public.fx_people) returns text language sql stable
  as $$ select 'secret' $$;
revoke execute on function public.fx_secret_of(public.fx_people) from public, anon;
grant select on public.fx_people, public.fx_clubs, public.fx_memberships, public.fx_cards,
  public.fx_pairs, public.fx_people_view, public.fx_tickets, public.fx_passports to anon;
`
