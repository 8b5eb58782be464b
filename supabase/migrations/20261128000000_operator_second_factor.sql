-- An operator who has enrolled a second factor (a verified TOTP factor or passkey in Supabase Auth MFA)
-- writes and reads every countdown only with a token of assurance level aal2: a stolen password gives
-- aal1, which then counts as a visitor. An operator without a verified factor keeps aal1 (the factor is
-- enrolled in Settings; `OPERATOR_MFA=required` is enforced by the console in front of this).
--
-- The factors are read by a security-definer function (owned by the migration's role), so the API roles
-- need no access to `auth.mfa_factors`; it reads the caller's own factors only.
create or replace function private.has_verified_factor() returns boolean
  language sql
  stable
  security definer
  set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors
    where user_id = auth.uid() and status = 'verified'
  )
$$;

revoke all on function private.has_verified_factor() from public;
grant execute on function private.has_verified_factor() to anon, authenticated;

create or replace function private.is_fresh_operator() returns boolean
  language sql
  stable
  security invoker
  set search_path = ''
as $$
  select coalesce(
    (auth.jwt() -> 'app_metadata' ->> 'role') = 'operator'
      and (
        select max((entry ->> 'timestamp')::bigint)
        from jsonb_array_elements(
          case when jsonb_typeof(auth.jwt() -> 'amr') = 'array' then auth.jwt() -> 'amr' else '[]'::jsonb end
        ) as entry
        where entry ->> 'method' = 'password'
          and entry ->> 'timestamp' ~ '^\d{1,12}$'
      ) >= floor(extract(epoch from now()))::bigint - 300
      and ((auth.jwt() ->> 'aal') = 'aal2' or not (select private.has_verified_factor())),
    false
  )
$$;

revoke all on function private.is_fresh_operator() from public;
grant execute on function private.is_fresh_operator() to anon, authenticated;
