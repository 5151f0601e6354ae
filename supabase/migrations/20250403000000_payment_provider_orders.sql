-- Every provider order a payment was handed to (issue 21, Paymob). A resumed checkout creates a
-- new Paymob intention — a new Paymob order — for the same pending payment, and payments keeps
-- only the latest in provider_order_id; a learner may still pay in an older tab. Paymob's
-- callback signs order.id but not merchant_order_id, so the callback finds the payment by the
-- signed order id here and only cross-checks the reference.

create table public.payment_provider_orders (
  provider text not null check (provider in ('sandbox', 'paymob')),
  provider_order_id text not null,
  payment_id uuid not null references public.payments (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, provider_order_id)
);

comment on table public.payment_provider_orders is
  'Each provider order (a Paymob intention''s order) created for a payment. Service role only.';

create index payment_provider_orders_payment on public.payment_provider_orders (payment_id);

alter table public.payment_provider_orders enable row level security;
revoke all on table public.payment_provider_orders from anon, authenticated;
grant all on table public.payment_provider_orders to service_role;

insert into public.payment_provider_orders (provider, provider_order_id, payment_id)
  select pay.provider, pay.provider_order_id, pay.id from public.payments as pay
  where pay.provider is not null and pay.provider_order_id is not null
  on conflict do nothing;

-- attach_payment_checkout as before, and the order remembered (an order id of another payment
-- is refused: a provider never reuses one).
create or replace function public.attach_payment_checkout(payment_id uuid, provider text, provider_order_id text)
  returns public.payments
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  result public.payments;
  owner_payment uuid;
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
  if attach_payment_checkout.provider_order_id is not null then
    insert into public.payment_provider_orders (provider, provider_order_id, payment_id)
      values (attach_payment_checkout.provider, attach_payment_checkout.provider_order_id, result.id)
      on conflict on constraint payment_provider_orders_pkey do nothing;
    select o.payment_id into owner_payment from public.payment_provider_orders as o
      where o.provider = attach_payment_checkout.provider
        and o.provider_order_id = attach_payment_checkout.provider_order_id;
    if owner_payment <> result.id then
      raise exception 'Provider order % belongs to another payment.', provider_order_id
        using errcode = 'P0001', detail = 'payment_result_invalid';
    end if;
  end if;
  return result;
end
$$;

-- The payment a provider order was created for, else null (service role only).
create function public.payment_of_provider_order(provider text, provider_order_id text)
  returns uuid
  language sql
  stable
  security definer
  set search_path = ''
  as $$
  select o.payment_id from public.payment_provider_orders as o
    where o.provider = $1 and o.provider_order_id = $2
$$;

revoke execute on function public.payment_of_provider_order(text, text) from public, anon, authenticated;
grant execute on function public.payment_of_provider_order(text, text) to service_role;
