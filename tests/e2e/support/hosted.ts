import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startFakeSupabase, type FakeSupabase } from '../../../packages/server/test-support/fake-supabase';
import { ADMIN_EMAIL, ADMIN_PASSWORD, expect } from './admin';
import { startServer, type RunningServer } from './server';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The client bundle built once more for hosted mode (`DATA_BACKEND=supabase`, `env` naming the fake
 * Supabase) into a temporary directory, with a client-rendered shell for the admin area, for a server
 * started with `STATIC_DIR` pointing there.
 */
export function buildHosted(env: Record<string, string>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'zk-hosted-build-'));
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'packages/site/vite.config.ts',
      '--outDir',
      dir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: root, env: { ...process.env, DATA_BACKEND: 'supabase', ...env }, stdio: 'inherit' },
  );
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

/** The code the authenticator app shows for `secret` now. */
export const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

/** Settings' authenticator-app section. */
export const twoStep = (page: Page) => page.getByRole('region', { name: 'Two-step sign-in' });

/** Settings' set-up: the password, the key read from the page, a first code; answers the key. */
export async function enrolTotp(page: Page): Promise<string> {
  await twoStep(page).getByLabel('Current password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 60_000 }))!.replace(/\s/g, '');
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  return secret;
}
