-- A fresh operator's sign-in time counts password sign-ins only (`amr` entries whose method is
-- `password`): a magic link, one-time code, OAuth or recovery link gives no fresh operator, since the
-- product signs operators in with a password only. A second factor (totp) after the password keeps the
-- password entry's time, which is what counts.
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
      ) >= floor(extract(epoch from now()))::bigint - 300,
    false
  )
$$;

revoke all on function private.is_fresh_operator() from public;
grant execute on function private.is_fresh_operator() to anon, authenticated;
