-- The contact form and the newsletter (issue 20): what visitors send is stored, confirmed by
-- mail and read by admins in /admin/inbox. Visitors write only through the `contact` and
-- `newsletter` functions (validation, a honeypot, rate limits); no API role writes these tables.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  message text not null check (char_length(btrim(message)) between 10 and 5000),
  language text not null default 'en' check (language in ('en', 'ar')),
  -- The signed-in sender, when there was one.
  user_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  handled_at timestamptz
);

comment on table public.contact_messages is
  'Messages sent with the contact form; admins read them and mark them handled.';

create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index contact_messages_email_idx on public.contact_messages (lower(email), created_at);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 320 and email like '%_@_%'),
  language text not null default 'en' check (language in ('en', 'ar')),
  subscribed_at timestamptz not null default now(),
  unsubscribed_at timestamptz
);

comment on table public.newsletter_subscribers is
  'Newsletter sign-ups, one row per address; unsubscribed ones keep the date they left.';

create unique index newsletter_subscribers_email_idx on public.newsletter_subscribers (lower(email));

alter table public.contact_messages enable row level security;
alter table public.newsletter_subscribers enable row level security;

create policy "contact messages: admins read them"
  on public.contact_messages for select to authenticated using (public.is_admin());
create policy "contact messages: admins mark them handled"
  on public.contact_messages for update to authenticated
  using (public.is_admin()) with check (public.is_admin());
create policy "newsletter subscribers: admins read them"
  on public.newsletter_subscribers for select to authenticated using (public.is_admin());

revoke all on table public.contact_messages from anon, authenticated;
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant update (handled_at) on table public.contact_messages to authenticated;
grant select on table public.newsletter_subscribers to authenticated;
grant all on table public.contact_messages, public.newsletter_subscribers to service_role;

-- For the contact function (service role): stores a message unless the address sent three in
-- the last hour (P0001 contact_rate_limited).
create function public.record_contact_message(
  name text,
  email text,
  message text,
  language text,
  user_id uuid default null
) returns uuid
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  stored uuid;
begin
  if (
    select count(*) from public.contact_messages as m
    where lower(m.email) = lower(btrim(record_contact_message.email))
      and m.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'You have sent several messages in the last hour. Please wait before sending another.'
      using errcode = 'P0001', detail = 'contact_rate_limited';
  end if;
  insert into public.contact_messages (name, email, message, language, user_id)
  values (btrim(name), btrim(email), btrim(message), language, user_id)
  returning id into stored;
  return stored;
end
$$;

-- For the newsletter function (service role): subscribes an address (again, after leaving);
-- returns whether it is new on the list (a known address gets no second welcome mail).
create function public.subscribe_newsletter(email text, language text) returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $$
declare
  previous public.newsletter_subscribers;
begin
  select * into previous from public.newsletter_subscribers as s
    where lower(s.email) = lower(btrim(subscribe_newsletter.email));
  if previous.id is null then
    insert into public.newsletter_subscribers (email, language)
    values (btrim(email), language);
    return true;
  end if;
  if previous.unsubscribed_at is null then
    return false;
  end if;
  update public.newsletter_subscribers as s
    set unsubscribed_at = null, subscribed_at = now(), language = subscribe_newsletter.language
    where s.id = previous.id;
  return true;
end
$$;

-- For the newsletter function: the unsubscribe link (signed by the function).
create function public.unsubscribe_newsletter(email text) returns void
  language sql
  security definer
  set search_path = ''
  as $$
    update public.newsletter_subscribers as s set unsubscribed_at = now()
    where lower(s.email) = lower(btrim(unsubscribe_newsletter.email)) and s.unsubscribed_at is null
  $$;

revoke execute on function public.record_contact_message(text, text, text, text, uuid)
  from public, anon, authenticated;
revoke execute on function public.subscribe_newsletter(text, text) from public, anon, authenticated;
revoke execute on function public.unsubscribe_newsletter(text) from public, anon, authenticated;
grant execute on function public.record_contact_message(text, text, text, text, uuid) to service_role;
grant execute on function public.subscribe_newsletter(text, text) to service_role;
grant execute on function public.unsubscribe_newsletter(text) to service_role;
