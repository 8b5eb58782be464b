// Chooses the site build `npm start` serves, so that a start never builds in the serving path while a
// build it can serve exists: only sources or a public configuration no build was made from are built.
import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentBuild, distFor, listBuilds, switchCurrent } from '@zk/site/builds';
import { sourceStamp } from '@zk/site/source-stamp';

export const root = resolve(fileURLToPath(import.meta.url), '../../..');

const buildArgs = (dist) => ['packages/site/scripts/build.mjs', '--dist', dist, '--if-stale'];

/**
 * What `npm start` does before it serves, for the stamp of the sources and public configuration it runs with:
 * - `current`: the current build has that stamp: serve it, build nothing.
 * - `switched`: another build kept in `dist` has it (made by an earlier start with this configuration before
 *   a start with another one built): it is made current again, nothing is built.
 * - `stale`: no build has it, but one is current: serve that at once and build in the background
 *   (`buildInBackground`), so the port is never closed for the length of a build.
 * - `missing`: no build at all: build first (nothing could be served).
 */
export function chooseBuild({ dist = distFor(), stamp = sourceStamp(), log = console.log } = {}) {
  const current = currentBuild(dist);
  if (current?.stamp === stamp) {
    log('Site build is up to date.');
    return 'current';
  }
  const kept = listBuilds(dist).find((build) => build.record?.stamp === stamp);
  if (kept) {
    switchCurrent(dist, kept.id);
    log(`Serving site build ${kept.id}, made earlier from these sources and this configuration; nothing to build.`);
    return 'switched';
  }
  return current ? 'stale' : 'missing';
}

/** Makes the current build fit the sources and public configuration (switching to a kept one, else building); returns whether it built. */
export function buildIfStale({ log = console.log, dist = distFor() } = {}) {
  if (['current', 'switched'].includes(chooseBuild({ dist, log }))) return false;
  log('Building the site...');
  buildNow({ dist });
  return true;
}

/** Builds into `dist` now, in this process's way (before anything is served). */
export function buildNow({ dist = distFor() } = {}) {
  execFileSync(process.execPath, buildArgs(dist), { cwd: root, stdio: 'inherit' });
}

/**
 * Builds into `dist` in a child process while the server serves the current build; once the new build is
 * current, `onBuilt` (the server's SIGHUP: serve it) is called. A failed build leaves the current one served.
 */
export function buildInBackground({ dist = distFor(), onBuilt, log = console.log, command = [process.execPath, ...buildArgs(dist)] }) {
  const [file, ...args] = command;
  const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolveBuilt) => {
    child.on('error', (error) => {
      log(`The site build could not start (${error.message}); still serving the build before it.`);
      resolveBuilt(false);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) {
        onBuilt();
        resolveBuilt(true);
      } else {
        log(`The site build failed (${signal ?? `exit ${code}`}); still serving the build before it.`);
        resolveBuilt(false);
      }
    });
  });
}
