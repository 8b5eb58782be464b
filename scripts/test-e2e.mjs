// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the built site on the real server.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

buildIfStale();
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
