import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/**
 * Builds the site's client bundle into `dir` (emptied first) with `env` over this process's
 * environment, for journeys that need a build configured unlike the shared one (hosted mode, chat
 * widgets); for production, as the site's build is. Vite runs as its own process because its
 * settings are read from the environment at build time.
 */
export function buildClient(dir: string, env: Record<string, string>): void {
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
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: 'inherit' },
  );
}
