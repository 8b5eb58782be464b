import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { currentBuild, distFor } from './lib/site-builds.mjs';

const siteDir = resolve(import.meta.dirname, '..');

/**
 * For the tests that read what the build made: the current build's directory, built first when the
 * sources changed (`build.mjs --if-stale`, as `npm run test:e2e` does).
 */
export function builtSite(): string {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: siteDir, stdio: 'ignore' });
  const build = currentBuild(distFor());
  if (!build) throw new Error('No current site build');
  return build.dir;
}
