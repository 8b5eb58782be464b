// `npm run test:proxy`: the production topology (Caddy from deploy/ in front of the built site on the
// real server, TLS with a local certificate) driven in Debian's Chromium and over raw HTTPS.
import { spawnSync } from 'node:child_process';
import { buildIfStale, root } from './lib/build-if-stale.mjs';

buildIfStale();
const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/proxy/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
