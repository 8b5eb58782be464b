-- Countdowns for the public banner and the operator console (SPEC sections 3, 6 and 7).
--
-- Who may do what (enforced here, not only in the UI):
--   anon, authenticated  read active rows only (the banner)
--   fresh operator        reads every row, inserts, updates and deletes
-- A fresh operator carries app_metadata.role = 'operator' (set with the service key or the dashboard;
-- a user cannot change app_metadata) and signed in with a password no more than 5 minutes ago.
--
-- Sign-in time: the access token's `amr` entries ({method, timestamp}) record when the user
-- authenticated, and a token refresh copies them unchanged. `iat` is not used: every refresh moves it,
-- so a refresh token would keep an operator "fresh" for as long as it lives.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated;

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
        where entry ->> 'timestamp' ~ '^\d{1,12}$'
      ) >= floor(extract(epoch from now()))::bigint - 300,
    false
  )
$$;

revoke all on function private.is_fresh_operator() from public;
grant execute on function private.is_fresh_operator() to anon, authenticated;

create table public.countdowns (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  target_date timestamptz not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create index countdowns_active_target_date_idx on public.countdowns (target_date) where is_active;

alter table public.countdowns enable row level security;

-- Supabase's default privileges grant everything to anon and authenticated: start from nothing.
revoke all on table public.countdowns from public, anon, authenticated;
grant select on table public.countdowns to anon;
grant select, insert, delete on table public.countdowns to authenticated;
grant update (title, target_date, is_active) on table public.countdowns to authenticated;
grant all on table public.countdowns to service_role;

create policy "visitors read active countdowns" on public.countdowns
  for select to anon, authenticated
  using (is_active);

create policy "fresh operators read every countdown" on public.countdowns
  for select to authenticated
  using ((select private.is_fresh_operator()));

create policy "fresh operators create countdowns" on public.countdowns
  for insert to authenticated
  with check ((select private.is_fresh_operator()));

create policy "fresh operators change countdowns" on public.countdowns
  for update to authenticated
  using ((select private.is_fresh_operator()))
  with check ((select private.is_fresh_operator()));

create policy "fresh operators delete countdowns" on public.countdowns
  for delete to authenticated
  using ((select private.is_fresh_operator()));

-- Realtime applies these policies to each subscriber: a visitor does not receive the UPDATE that hides
-- a countdown (the new row is invisible to them). The banner therefore listens to this one-row
-- version, which every statement on countdowns bumps, and re-reads the active countdown.
create table public.countdowns_version (
  id boolean primary key default true check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);

insert into public.countdowns_version default values;

alter table public.countdowns_version enable row level security;
revoke all on table public.countdowns_version from public, anon, authenticated;
grant select on table public.countdowns_version to anon, authenticated;
grant all on table public.countdowns_version to service_role;

create policy "everyone reads the countdowns version" on public.countdowns_version
  for select to anon, authenticated
  using (true);

create or replace function private.bump_countdowns_version() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  update public.countdowns_version set version = version + 1, changed_at = now() where id;
  return null;
end
$$;

revoke all on function private.bump_countdowns_version() from public, anon, authenticated;

create trigger countdowns_changed
  after insert or update or delete on public.countdowns
  for each statement execute function private.bump_countdowns_version();

alter publication supabase_realtime add table public.countdowns, public.countdowns_version;
