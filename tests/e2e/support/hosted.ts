import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startFakeSupabase, type FakeSupabase } from '../../../packages/server/test-support/fake-supabase';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin';
import { buildClient } from './build-client';
import { startServer, type RunningServer } from './server';

/**
 * The client bundle built once more for hosted mode (`DATA_BACKEND=supabase`, `env` naming the fake
 * Supabase) into a temporary directory, with a client-rendered shell for the admin area, for a server
 * started with `STATIC_DIR` pointing there.
 */
export function buildHosted(env: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'zk-hosted-build-'));
  buildClient(dir, { DATA_BACKEND: 'supabase', ...env });
  const shell = readFileSync(join(dir, 'index.html'), 'utf8')
    .replace('<!--app-html-->', '')
    .replace('<!--app-head-->', '<title>Hosted test</title>');
  writeFileSync(join(dir, 'admin.html'), shell);
  mkdirSync(join(dir, 'en'), { recursive: true });
  writeFileSync(join(dir, 'en', 'index.html'), shell);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Hosted mode for a worker: the fake Supabase (GoTrue, PostgREST and Realtime as the real services
 * answer, no network) with the test operator, a build pointing at it, and the server in hosted mode.
 * `operatorMfa` is `OPERATOR_MFA` for the build and the server.
 */
export const hostedTest = base.extend<object, { operatorMfa: string; hosted: { supabase: FakeSupabase; server: RunningServer } }>({
  operatorMfa: ['optional', { option: true, scope: 'worker' }],
  hosted: [
    async ({ operatorMfa }, use) => {
      const supabase = await startFakeSupabase({ users: [{ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'operator' }] });
      const env = { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: supabase.anonKey, OPERATOR_MFA: operatorMfa };
      const build = buildHosted(env);
      const server = await startServer({ STATIC_DIR: build.dir, DATA_BACKEND: 'supabase', ...env });
      await use({ supabase, server });
      await server.stop();
      build.remove();
      await supabase.close();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ hosted }, use) => use(hosted.server.url),
});
