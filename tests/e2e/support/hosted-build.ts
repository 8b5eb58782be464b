import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
