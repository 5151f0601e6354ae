/** Test-only orders and customers for aggregate functions. */
export const AGGREGATE_FIXTURES = `
create table public.fx_customers (id int primary key, name text not null);
create table public.fx_orders (
  id int primary key,
  customer_id int not null references public.fx_customers (id),
  amount numeric not null,
  day date not null,
  details jsonb
);
insert into public.fx_customers values (1, 'A'), (2, 'B');
insert into public.fx_orders values
  (1, 1, 10, '2024-01-01', '{"tax": 1}'),
  (2, 1, 20, '2024-01-01', '{"tax": 2}'),
  (3, 2, 5, '2024-01-02', '{"tax": 0.5}'),
  (4, 2, 7, '2024-01-01', null);
grant select on public.fx_customers, public.fx_orders to anon;
create table public.fx_ledger (id int primary key, amount int not null, visible boolean not null);
insert into public.fx_ledger values (1, 100, true), (2, 50, false), (3, 1, true);
alter table public.fx_ledger enable row level security;
create policy fx_ledger_visible on public.fx_ledger for select to anon using (visible);
grant select on public.fx_ledger to anon;
`
