// Rebuilds the site only when its sources or its public configuration changed since the last build.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild, distFor } from '@zk/site/builds';
import { sourceStamp } from '@zk/site/source-stamp';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * Builds the site into `dist` (by default the builds directory `STATIC_DIR` serves from) when the stamp
 * differs from the current build's (its `build.json`); returns whether it built. The build checks again
 * once it holds the build lock, so two starts with the same sources build once.
 */
export function buildIfStale({ log = console.log, dist = distFor() } = {}) {
  if (currentBuild(dist)?.stamp === sourceStamp()) {
    log('Site build is up to date.');
    return false;
  }
  log('Building the site...');
  execFileSync(process.execPath, ['packages/site/scripts/build.mjs', '--dist', dist, '--if-stale'], { cwd: root, stdio: 'inherit' });
  return true;
}
