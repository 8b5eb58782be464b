// `npm run test:storybook`: the built Storybook as a tested artifact. Builds it once (storybook-static/),
// then opens every docs page in Debian's Chromium from a small static server: each must render without
// a console error or a failed story and pass axe (tests/storybook).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (args) => spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const started = performance.now();
const built = run(['run', 'build-storybook']);
console.log(`build-storybook: ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (built !== 0) process.exit(built);
const result = spawnSync('npx', ['playwright', 'test', '-c', 'tests/storybook/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
