-- Premium bought through a payment provider (issue 21, first slice): plans in the database,
-- payments that users only read, a checkout that takes its amount from the plan, and premium
-- granted only by a verified provider result recorded with the service role.
--
-- Errors use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL.
--   start_checkout (learners; RULE_CODES.checkout in @splendid/domain):
--     checkout_not_signed_in, checkout_plan_unknown.
--   record_payment_result / attach_payment_checkout (service role only, the payment functions):
--     payment_unknown, payment_provider_mismatch, payment_amount_mismatch, payment_not_pending,
--     payment_result_invalid.

-- ---------------------------------------------------------------------------------------------
-- plans
-- ---------------------------------------------------------------------------------------------

create table public.plans (
  id text primary key check (id ~ '^[a-z0-9-]{1,60}$'),
  name_en text not null,
  name_ar text not null,
  amount_piastres integer not null check (amount_piastres > 0),
  currency text not null default 'EGP' check (currency = 'EGP'),
  interval text not null check (interval in ('month', 'year')),
  months integer not null check (months between 1 and 36),
  is_active boolean not null default true,
  sort_order integer not null default 0
);

comment on table public.plans is
  'Premium plans. amount_piastres is the list price in piastres (1 EGP = 100), 14 % VAT included.';

-- List prices in EGP, 14 % VAT included (Egypt's VAT on digital services): 199 EGP a month,
-- 1,990 EGP a year (two months free).
insert into public.plans (id, name_en, name_ar, amount_piastres, currency, interval, months, sort_order)
values
  ('premium-monthly', 'Premium — monthly', 'بريميوم — شهري', 19900, 'EGP', 'month', 1, 1),
  ('premium-yearly', 'Premium — yearly', 'بريميوم — سنوي', 199000, 'EGP', 'year', 12, 2);

alter table public.plans enable row level security;

create policy "plans: everyone reads the active plans"
  on public.plans for select to anon, authenticated
  using (is_active);

revoke all on table public.plans from anon, authenticated;
grant select on table public.plans to anon, authenticated;
grant all on table public.plans to service_role;

-- ---------------------------------------------------------------------------------------------
-- payments
-- ---------------------------------------------------------------------------------------------

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  plan_id text not null references public.plans (id),
  amount_piastres integer not null check (amount_piastres > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  -- Set when the checkout is handed to a provider (attach_payment_checkout).
  provider text check (provider in ('sandbox', 'paymob')),
  provider_order_id text,
  provider_transaction_id text,
  status text not null default 'pending'
    check (status in ('pending', 'paid', 'failed', 'expired', 'refunded')),
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  expires_at timestamptz not null default now() + interval '1 hour',
  failure_reason text,
  check ((status = 'paid') = (paid_at is not null) or status = 'refunded')
);

comment on table public.payments is
  'One checkout of a plan by a user. Written only by start_checkout and the service role.';

create index payments_user_created on public.payments (user_id, created_at desc);
-- One open checkout per user and plan: a double click on Upgrade finds the first one.
create unique index payments_one_pending_per_plan on public.payments (user_id, plan_id)
  where status = 'pending';
-- A provider transaction is recorded once.
create unique index payments_provider_transaction on public.payments (provider, provider_transaction_id)
  where provider_transaction_id is not null;

alter table public.payments enable row level security;

create policy "payments: a user reads their own"
  on public.payments for select to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.payments from anon, authenticated;
grant select on table public.payments to authenticated;
grant all on table public.payments to service_role;

-- ---------------------------------------------------------------------------------------------
-- rpc('start_checkout', { plan_id }): the caller's pending payment for the plan (new or reused)
-- ---------------------------------------------------------------------------------------------

create function public.start_checkout(plan_id text) returns public.payments
  language plpgsql
  security definer
  set search_path = ''
  as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  plan public.plans;
  result public.payments;
begin
  if caller is null then
    raise exception 'Log in to upgrade.'
      using errcode = 'P0001', detail = 'checkout_not_signed_in';
  end if;
  select p.* into plan from public.plans as p
    where p.id = start_checkout.plan_id and p.is_active;
  if not found then
    raise exception 'This plan is not available.'
      using errcode = 'P0001', detail = 'checkout_plan_unknown';
  end if;
  -- No payment stays pending past its hour.
  update public.payments as pay set status = 'expired', failure_reason = 'checkout_expired'
    where pay.user_id = caller and pay.status = 'pending' and pay.expires_at <= now();
  -- The unique index on pending (user, plan) makes concurrent calls agree on one row.
  insert into public.payments (user_id, plan_id, amount_piastres, currency)
    values (caller, plan.id, plan.amount_piastres, plan.currency)
    on conflict (user_id, plan_id) where status = 'pending' do nothing
    returning * into result;
  if result.id is null then
    select pay.* into result from public.payments as pay
      where pay.user_id = caller and pay.plan_id = plan.id and pay.status = 'pending';
  end if;
  return result;
end
$$;

revoke execute on function public.start_checkout(text) from public, anon;
grant execute on function public.start_checkout(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- attach_payment_checkout: which provider (and its order id) a pending payment was handed to.
-- ---------------------------------------------------------------------------------------------

create function public.attach_payment_checkout(payment_id uuid, provider text, provider_order_id text)
  returns public.payments
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  result public.payments;
begin
  if provider is null or provider not in ('sandbox', 'paymob') then
    raise exception 'Unknown payment provider %.', provider
      using errcode = 'P0001', detail = 'payment_result_invalid';
  end if;
  update public.payments as pay
    set provider = attach_payment_checkout.provider,
        provider_order_id = attach_payment_checkout.provider_order_id
    where pay.id = attach_payment_checkout.payment_id and pay.status = 'pending'
    returning pay.* into result;
  if not found then
    raise exception 'No pending payment %.', payment_id
      using errcode = 'P0001', detail = 'payment_not_pending';
  end if;
  return result;
end
$$;

revoke execute on function public.attach_payment_checkout(uuid, text, text) from public, anon, authenticated;
grant execute on function public.attach_payment_checkout(uuid, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- record_payment_result: a verified provider result, recorded once
-- ---------------------------------------------------------------------------------------------

-- Answers { payment_id, status, outcome, subscription_expires_at } where outcome is
--   'paid'     — marked paid; premium extended from the later of now and the current expiry by
--                the plan's months, in this same transaction;
--   'failed'   — marked failed with the reason;
--   'expired'  — the payment's hour was over: marked expired (the transaction id kept, for a
--                refund), nothing granted;
--   'replayed' — this transaction was recorded before: nothing changes.
-- Refuses, changing nothing: payment_unknown, payment_provider_mismatch, payment_amount_mismatch
-- (amount or currency differ from the payment), payment_not_pending (already settled by another
-- transaction: a paid payment is never granted again), payment_result_invalid.
create function public.record_payment_result(
  payment_id uuid,
  provider text,
  transaction_id text,
  success boolean,
  amount_piastres integer,
  currency text,
  failure_reason text default null
) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  pay public.payments;
  plan_months integer;
  new_expiry timestamptz;
  outcome text;
begin
  if transaction_id is null or btrim(transaction_id) = '' or success is null then
    raise exception 'A payment result needs a transaction id and an outcome.'
      using errcode = 'P0001', detail = 'payment_result_invalid';
  end if;
  select p.* into pay from public.payments as p
    where p.id = record_payment_result.payment_id
    for update;
  if not found then
    raise exception 'Unknown payment %.', payment_id
      using errcode = 'P0001', detail = 'payment_unknown';
  end if;
  if pay.provider is distinct from record_payment_result.provider then
    raise exception 'Payment % was not handed to %.', pay.id, provider
      using errcode = 'P0001', detail = 'payment_provider_mismatch';
  end if;
  if pay.provider_transaction_id = record_payment_result.transaction_id then
    return jsonb_build_object('payment_id', pay.id, 'status', pay.status, 'outcome', 'replayed',
      'subscription_expires_at', null);
  end if;
  if amount_piastres is distinct from pay.amount_piastres or currency is distinct from pay.currency then
    raise exception 'Payment % is % %, the provider reported % %.',
        pay.id, pay.amount_piastres, pay.currency, amount_piastres, currency
      using errcode = 'P0001', detail = 'payment_amount_mismatch';
  end if;
  if pay.status <> 'pending' then
    raise exception 'Payment % is already %.', pay.id, pay.status
      using errcode = 'P0001', detail = 'payment_not_pending';
  end if;

  if pay.expires_at <= now() then
    outcome := 'expired';
    update public.payments as p
      set status = 'expired', provider_transaction_id = transaction_id,
          failure_reason = case when success then 'paid_after_expiry' else coalesce(record_payment_result.failure_reason, 'checkout_expired') end
      where p.id = pay.id;
  elsif not success then
    outcome := 'failed';
    update public.payments as p
      set status = 'failed', provider_transaction_id = transaction_id,
          failure_reason = coalesce(nullif(btrim(record_payment_result.failure_reason), ''), 'declined')
      where p.id = pay.id;
  else
    outcome := 'paid';
    update public.payments as p
      set status = 'paid', provider_transaction_id = transaction_id, paid_at = now(),
          failure_reason = null
      where p.id = pay.id;
    select pl.months into plan_months from public.plans as pl where pl.id = pay.plan_id;
    update public.profiles as pr
      set active_subscription = 'premium',
          subscription_expires_at = greatest(now(), coalesce(pr.subscription_expires_at, now()))
            + make_interval(months => plan_months)
      where pr.id = pay.user_id
      returning pr.subscription_expires_at into new_expiry;
  end if;
  return jsonb_build_object('payment_id', pay.id, 'status', outcome, 'outcome', outcome,
    'subscription_expires_at', new_expiry);
end
$$;

revoke execute on function public.record_payment_result(uuid, text, text, boolean, integer, text, text)
  from public, anon, authenticated;
grant execute on function public.record_payment_result(uuid, text, text, boolean, integer, text, text)
  to service_role;
