// A fingerprint of everything the built site depends on: the build records it, and a start rebuilds
// only when it differs (scripts/lib/build-if-stale.mjs at the repository root).
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../../../../..');
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
