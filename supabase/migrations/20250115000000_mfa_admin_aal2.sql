-- Admin powers need the second factor once an admin has one: every admin-only policy and function
-- goes through public.is_admin(), which now also requires the JWT's `aal` to be aal2 when the caller
-- has a verified MFA factor (Supabase's documented pattern for enforcing MFA in RLS). Admins without
-- a factor keep working at aal1; a token without an `aal` claim counts as aal1.
--
-- security definer: auth.mfa_factors has no grants to the API roles; the function reads only the
-- caller's own factors (auth.uid() from the verified JWT) and answers a boolean.
create or replace function public.is_admin() returns boolean
  language sql stable
  security definer
  set search_path = ''
  as $$
    select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
      and array[coalesce(auth.jwt() ->> 'aal', 'aal1')] <@ (
        select case when count(factor.id) > 0 then array['aal2'] else array['aal1', 'aal2'] end
        from auth.mfa_factors as factor
        where factor.user_id = auth.uid() and factor.status = 'verified'
      )
  $$;

comment on function public.is_admin() is
  'true for a caller whose app_metadata.role is admin, at aal2 when they have a verified MFA factor';
