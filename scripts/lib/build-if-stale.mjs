// Rebuilds the site only when its sources or its public configuration changed since the last build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild, distFor } from '@zk/site/builds';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');
// The public configuration comes from the one environment schema (TypeScript, whose types Node strips).
const { publicSiteConfig } = await import('@zk/config/public');
const inputs = ['packages/ui/src', 'packages/i18n/src', 'packages/data/src', 'packages/config/src', 'packages/site', 'package-lock.json'];

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    // `generated` holds build outputs (the cut fonts), rewritten by every build.
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') continue;
    yield* files(join(path, entry));
  }
}

/** A fingerprint of everything the built site depends on. */
export function sourceStamp() {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(publicSiteConfig()));
  for (const input of inputs) {
    for (const [file, stat] of files(join(root, input))) {
      hash.update(`${relative(root, file)}:${stat.size}:${stat.mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

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
