// `node scripts/chromatic.mjs` (.ci/run, after `npm test`): Chromatic's cloud review of the stories when
// CHROMATIC_PROJECT_TOKEN is set, otherwise a line saying it is skipped (scripts/lib/chromatic-step.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromaticStep } from './lib/chromatic-step.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const step = chromaticStep(process.env, (path) => existsSync(join(root, path)));
if ('skip' in step) {
  console.log(step.skip);
} else {
  const result = spawnSync('npx', step.args, { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
