import { createSupabaseAdapters } from '@zk/data/supabase';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startFakeSupabase, type FakeSupabase } from '../contract/fake-supabase.ts';
import { onCleanup } from '../test-helpers.ts';
import { operator, testApi } from '../test-api.ts';

let supabase: FakeSupabase | undefined;
afterEach(async () => {
  await supabase?.close();
});

async function setup() {
  let offset = 0;
  const now = () => Date.now() + offset;
  supabase = await startFakeSupabase({ users: [{ ...operator, role: 'operator' }, { email: 'member@example.com', password: 'member password' }], now });
  const t = await testApi({ config: { supabase: { url: supabase.url, anonKey: supabase.anonKey } }, deps: { now } });
  const tokenFor = async (email: string, password: string) => {
    const browser = createSupabaseAdapters({ url: supabase!.url, anonKey: supabase!.anonKey, webSocket: WebSocket, autoRefreshToken: false, now });
    onCleanup(() => browser.client.realtime.disconnect());
    const { data } = await browser.client.auth.signInWithPassword({ email, password });
    return data.session?.access_token ?? '';
  };
  return { t, tokenFor, advance: (ms: number) => (offset += ms) };
}

describe('operator routes with Supabase sign-in', () => {
  it('accept a fresh operator token and refuse a stale one, a plain user and a forged token', async () => {
    const { t, tokenFor, advance } = await setup();
    const token = await tokenFor(operator.email, operator.password);
    const as = (bearer: string) => t.call('/api/leads/forwards', { headers: { Authorization: `Bearer ${bearer}` } });
    expect((await as(token)).status).toBe(200);
    expect((await as(await tokenFor('member@example.com', 'member password'))).status).toBe(401);
    expect((await as(`${token.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await t.call('/api/leads/forwards')).status).toBe(401);
    advance(300_001);
    expect((await as(token)).status).toBe(401);
  });

  it('still accepts the embedded cookie session', async () => {
    const { t } = await setup();
    await t.signIn();
    expect((await t.call('/api/leads')).status).toBe(200);
  });
});
