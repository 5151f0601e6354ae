-- Refunds and voids (issue 21): the provider's verified notice that money went back marks the
-- payment and, once the whole amount is back, takes the Premium time it bought back. The learner
-- is told (a notification, and its mail unless turned off).
--
-- Errors use SQLSTATE P0001 (HTTP 400) with a stable code in DETAIL:
--   payment_unknown, payment_provider_mismatch, payment_amount_mismatch (another currency, or
--   more refunded than was paid), payment_not_paid (nothing was paid to refund),
--   payment_result_invalid.

alter table public.payments
  add column refunded_piastres integer not null default 0 check (refunded_piastres >= 0),
  add column refunded_at timestamptz,
  -- The provider's refund transactions already counted (a replay counts once).
  add column refund_transaction_ids text[] not null default '{}',
  add constraint payments_refund_within_amount check (refunded_piastres <= amount_piastres),
  add constraint payments_refunded_in_full check ((status = 'refunded') = (refunded_at is not null));

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check check (kind in (
  'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
  'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder',
  'premium_ending', 'payment_refunded'
));

alter table public.notification_settings drop constraint notification_settings_email_off_check;
alter table public.notification_settings add constraint notification_settings_email_off_check
  check (email_off <@ array[
    'booking_confirmed', 'booking_received', 'booking_cancelled', 'session_cancelled',
    'homework_assigned', 'homework_graded', 'certificate_issued', 'new_lesson', 'booking_reminder',
    'premium_ending', 'payment_refunded'
  ]::text[]);

-- rpc('record_payment_refund', …) — service role only (the payment-callback function, after the
-- provider's signature checked out). `amount_piastres` is this refund's amount, or with
-- `cumulative` the total refunded so far (Paymob reports both ways). A refund of the whole
-- amount marks the payment refunded and moves Premium's end back by the plan's months, never
-- before now (a learner whose Premium came only from it is free again); a part refund is
-- recorded and changes no access. Replays change nothing.
create function public.record_payment_refund(
  payment_id uuid,
  provider text,
  transaction_id text,
  amount_piastres integer,
  currency text,
  cumulative boolean default false
) returns jsonb
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  pay public.payments;
  total integer;
  plan_months integer;
  new_expiry timestamptz;
  plan_after text;
  outcome text;
begin
  if transaction_id is null or btrim(transaction_id) = '' or amount_piastres is null
      or amount_piastres <= 0 or cumulative is null then
    raise exception 'A refund needs a transaction id and a positive amount.'
      using errcode = 'P0001', detail = 'payment_result_invalid';
  end if;
  select p.* into pay from public.payments as p
    where p.id = record_payment_refund.payment_id
    for update;
  if not found then
    raise exception 'Unknown payment %.', payment_id
      using errcode = 'P0001', detail = 'payment_unknown';
  end if;
  if pay.provider is distinct from record_payment_refund.provider then
    raise exception 'Payment % was not handed to %.', pay.id, provider
      using errcode = 'P0001', detail = 'payment_provider_mismatch';
  end if;
  if currency is distinct from pay.currency then
    raise exception 'Payment % is in %, the refund in %.', pay.id, pay.currency, currency
      using errcode = 'P0001', detail = 'payment_amount_mismatch';
  end if;
  if pay.status not in ('paid', 'refunded') then
    raise exception 'Payment % is %: nothing was paid to refund.', pay.id, pay.status
      using errcode = 'P0001', detail = 'payment_not_paid';
  end if;
  -- Everything is back already (Paymob may report one refund in both of its shapes), or this
  -- refund transaction was counted: nothing changes.
  if pay.status = 'refunded' or (not cumulative
      and record_payment_refund.transaction_id = any (pay.refund_transaction_ids)) then
    return jsonb_build_object('payment_id', pay.id, 'status', pay.status, 'outcome', 'replayed',
      'refunded_piastres', pay.refunded_piastres, 'subscription_expires_at', null);
  end if;
  total := case when cumulative then greatest(pay.refunded_piastres, amount_piastres)
    else pay.refunded_piastres + amount_piastres end;
  if total > pay.amount_piastres then
    raise exception 'Payment % was % %; % would be refunded.', pay.id, pay.amount_piastres,
        pay.currency, total
      using errcode = 'P0001', detail = 'payment_amount_mismatch';
  end if;
  if total = pay.refunded_piastres then
    return jsonb_build_object('payment_id', pay.id, 'status', pay.status, 'outcome', 'replayed',
      'refunded_piastres', pay.refunded_piastres, 'subscription_expires_at', null);
  end if;

  outcome := case when total = pay.amount_piastres then 'refunded' else 'partially_refunded' end;
  update public.payments as p
    set refunded_piastres = total,
        refund_transaction_ids = case
          when record_payment_refund.transaction_id = any (p.refund_transaction_ids)
            then p.refund_transaction_ids
          else array_append(p.refund_transaction_ids, record_payment_refund.transaction_id) end,
        status = case when outcome = 'refunded' then 'refunded' else p.status end,
        refunded_at = case when outcome = 'refunded' then now() else p.refunded_at end
    where p.id = pay.id;

  if outcome = 'refunded' then
    select pl.months into plan_months from public.plans as pl where pl.id = pay.plan_id;
    -- Premium without an end date was not bought here (an admin's grant): left as it is.
    update public.profiles as pr
      set subscription_expires_at = case
            when pr.subscription_expires_at - make_interval(months => plan_months) > now()
              then pr.subscription_expires_at - make_interval(months => plan_months)
            else null end,
          active_subscription = case
            when pr.subscription_expires_at - make_interval(months => plan_months) > now()
              then pr.active_subscription
            else 'free' end
      where pr.id = pay.user_id and pr.subscription_expires_at is not null
      returning pr.subscription_expires_at, pr.active_subscription into new_expiry, plan_after;
  end if;

  perform public.notify(pay.user_id, 'payment_refunded', jsonb_build_object(
    'amount_piastres', total - pay.refunded_piastres,
    'currency', pay.currency,
    'plan_id', pay.plan_id,
    'full', outcome = 'refunded',
    'premium_ended', plan_after = 'free',
    'expires_at', new_expiry
  ), '/account');

  return jsonb_build_object('payment_id', pay.id, 'status',
    case when outcome = 'refunded' then 'refunded' else pay.status end,
    'outcome', outcome, 'refunded_piastres', total, 'subscription_expires_at', new_expiry);
end
$$;

revoke execute on function public.record_payment_refund(uuid, text, text, integer, text, boolean)
  from public, anon, authenticated;
grant execute on function public.record_payment_refund(uuid, text, text, integer, text, boolean)
  to service_role;
