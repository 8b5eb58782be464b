// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the built site on the real server.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

buildIfStale();
const args = process.argv.slice(2);
const playwright = (more) =>
  spawnSync('npx', ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', ...more, ...args], { cwd: root, stdio: 'inherit' })
    .status ?? 1;
// The journeys, then the upgrade journey alone (it builds), whatever the first run gave; with a
// --project of your own, as you ask.
if (args.some((arg) => arg.startsWith('--project'))) process.exit(playwright([]));
const journeys = playwright(['--project', 'journeys', '--pass-with-no-tests']);
const upgrade = playwright(['--project', 'upgrade', '--pass-with-no-tests']);
process.exit(journeys || upgrade);
