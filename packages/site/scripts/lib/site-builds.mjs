// Where the site's builds live. Each build gets a directory of its own, `<dist>/builds/<id>/{client,server}`,
// and `<dist>/current` (a relative symlink, replaced with rename(2)) names the one to serve, so a build never
// removes or overwrites files a running server serves. Each build carries the hashed assets of the builds
// before it forward (hard links), so a page opened before an upgrade still loads its chunks after it.
// The server side of this layout is packages/server/src/site/site-build.ts (in-use marks, `build.json`).
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const siteRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/** The default builds directory: `packages/site/dist`, served through `current/client`. */
export const defaultDist = join(siteRoot, 'dist');
/** Builds kept besides the current one and those a running server uses. */
export const keptBuilds = 3;
/** For how many further builds a build's own hashed assets are carried forward. */
export const carriedReleases = 2;

const buildFile = 'build.json';
const inUseDir = '.in-use';

/**
 * The builds directory that `STATIC_DIR` serves from: a `STATIC_DIR` of the form `<dist>/current/client`
 * names `<dist>` (so `npm start` builds what it serves); anything else, or no `STATIC_DIR`, the default.
 */
export function distFor(env = process.env, cwd = process.cwd()) {
  if (!env.STATIC_DIR) return defaultDist;
  const dir = resolve(cwd, env.STATIC_DIR);
  return basename(dir) === 'client' && basename(dirname(dir)) === 'current' ? dirname(dirname(dir)) : defaultDist;
}

/** The record of a finished build (`build.json`): id, time, source stamp and its assets with their age in builds. */
function readBuild(dir) {
  try {
    return { ...JSON.parse(readFileSync(join(dir, buildFile), 'utf8')), dir };
  } catch {
    return null;
  }
}

/** The build `<dist>/current` names, or `null`. */
export function currentBuild(dist) {
  return existsSync(join(dist, 'current')) ? readBuild(realpathSync(join(dist, 'current'))) : null;
}

const compactTime = (time) => new Date(time).toISOString().replace(/[-:.]/g, '');
const timeOfId = (id) => Date.parse(id.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)(\d{3})Z.*$/, '$1-$2-$3T$4:$5:$6.$7Z')) || 0;

/**
 * A new, empty build directory. Its id starts with the time (`20261125T101500123Z-3fa9c2`), later than
 * every build before it in `dist`, so ids sort in the order the builds were made.
 */
export function startBuild(dist) {
  const latest = existsSync(join(dist, 'builds')) ? Math.max(0, ...readdirSync(join(dist, 'builds')).map(timeOfId)) : 0;
  const id = `${compactTime(Math.max(Date.now(), latest + 1))}-${randomBytes(3).toString('hex')}`;
  const dir = join(dist, 'builds', id);
  mkdirSync(dir, { recursive: true });
  return { id, dir, clientDir: join(dir, 'client'), serverDir: join(dir, 'server') };
}

/** Hard-links a file (a copy across file systems). Assets are never written in place, so sharing is safe. */
function linkOrCopy(from, to) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Links the assets of `earlier` (name: age) from `fromClient` into `assetsDir` with their `.br`/`.gz`
 * siblings, those not in `ages` yet and younger than `carriedReleases` builds, and records them in `ages`
 * one build older. A file already there is never replaced.
 */
function linkEarlier(fromClient, earlier, assetsDir, ages) {
  for (const [name, age] of Object.entries(earlier)) {
    if (name in ages || age + 1 > carriedReleases) continue;
    for (const suffix of ['', '.br', '.gz']) {
      const from = join(fromClient, 'assets', name + suffix);
      const to = join(assetsDir, name + suffix);
      if (existsSync(from) && !existsSync(to)) linkOrCopy(from, to);
    }
    ages[name] = age + 1;
  }
  return ages;
}

const ownAssets = (clientDir) =>
  Object.fromEntries(
    readdirSync(join(clientDir, 'assets'))
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => [name, 0]),
  );

/**
 * Carries the hashed assets of an earlier build into `clientDir/assets`: those the new build does not
 * have itself and that are younger than `carriedReleases` builds, with their `.br`/`.gz` siblings.
 * `from` is a build record (`currentBuild`) or a plain client directory (whose assets count as its own).
 * Returns the new build's assets with their ages (0: its own).
 */
export function carryAssets(from, clientDir) {
  const ages = ownAssets(clientDir);
  const fromClient = typeof from === 'string' ? from : from ? join(from.dir, 'client') : null;
  if (!fromClient || !existsSync(join(fromClient, 'assets'))) return ages;
  const earlier = typeof from === 'string' || !from.assets ? ownAssets(fromClient) : from.assets;
  return linkEarlier(fromClient, earlier, join(clientDir, 'assets'), ages);
}

/**
 * Makes the finished build `id` current (a rollback, or forward again), carrying the outgoing build's
 * hashed assets into it as a new build carries them: a page opened during the release being left still
 * loads its chunks. Only new files are added to the build, and its `build.json` is replaced whole.
 * Returns the build's record.
 */
export function useBuild(dist, id) {
  const target = readBuild(join(dist, 'builds', id));
  if (!target) throw new Error(`No finished build ${id} in ${dist}`);
  const outgoing = currentBuild(dist);
  if (outgoing && outgoing.id !== target.id && outgoing.assets) {
    const clientDir = join(target.dir, 'client');
    const assets = linkEarlier(join(outgoing.dir, 'client'), outgoing.assets, join(clientDir, 'assets'), { ...target.assets });
    const { dir, ...record } = target;
    writeWhole(join(dir, buildFile), `${JSON.stringify({ ...record, assets }, null, 2)}\n`);
    target.assets = assets;
  }
  switchCurrent(dist, id);
  return target;
}

/** Writes a file beside its place and renames it there, so a reader sees the old or the new one. */
function writeWhole(file, text) {
  const next = `${file}.${process.pid}`;
  writeFileSync(next, text);
  renameSync(next, file);
}

/** Points `<dist>/current` at a build: a new link renamed over the old one, so readers see one or the other. */
export function switchCurrent(dist, id) {
  const next = join(dist, `.current-${process.pid}`);
  rmSync(next, { force: true });
  symlinkSync(join('builds', id), next);
  renameSync(next, join(dist, 'current'));
}

/**
 * Copies the current build of `fromDist` into `toDist` (a builds directory of its own, e.g. for a test or
 * the bench to build and switch in without touching the checkout's) and makes it current there.
 * Returns the build's id.
 */
export function copyCurrentBuild(fromDist, toDist) {
  const build = readBuild(realpathSync(join(fromDist, 'current')));
  if (!build) throw new Error(`No current build in ${fromDist}: run npm run build`);
  cpSync(build.dir, join(toDist, 'builds', build.id), { recursive: true, filter: (source) => basename(source) !== inUseDir });
  switchCurrent(toDist, build.id);
  return build.id;
}

/** Records a finished build (`build.json`) and makes it the current one. */
export function finishBuild(dist, build, { stamp, assets }) {
  writeFileSync(
    join(build.dir, buildFile),
    `${JSON.stringify({ id: build.id, createdAt: new Date().toISOString(), stamp, assets }, null, 2)}\n`,
  );
  switchCurrent(dist, build.id);
}

const readIfPresent = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

const alive = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/** The processes (live ones) that serve a build, from the marks servers leave in `<build>/.in-use/<pid>`. */
export function serversOf(dir) {
  const marks = existsSync(join(dir, inUseDir)) ? readdirSync(join(dir, inUseDir)) : [];
  return marks.map(Number).filter(alive);
}

/** Every build in `<dist>/builds`, newest first: id, record (`null` for an unfinished one), whether current, who serves it. */
export function listBuilds(dist) {
  const dir = join(dist, 'builds');
  if (!existsSync(dir)) return [];
  const current = existsSync(join(dist, 'current')) ? basename(readlinkSync(join(dist, 'current'))) : null;
  return readdirSync(dir)
    .sort()
    .reverse()
    .map((id) => ({ id, record: readBuild(join(dir, id)), current: id === current, servers: serversOf(join(dir, id)) }));
}

/**
 * Removes builds beyond the `keep` newest finished ones, never the current one nor one a live server
 * marks as in use. Unfinished builds (no `build.json`) are left by a build that died: run under the
 * build lock, no other build is writing, so they go too. Returns the removed ids.
 */
export function pruneBuilds(dist, keep = keptBuilds) {
  const removed = [];
  let finished = 0;
  for (const build of listBuilds(dist)) {
    if (build.record) finished++;
    if (build.current || build.servers.length > 0 || (build.record && finished <= keep)) continue;
    rmSync(join(dist, 'builds', build.id), { recursive: true, force: true });
    removed.push(build.id);
  }
  return removed;
}

/**
 * Takes `<dist>/.build.lock`, waiting while another live process holds it, so builds into one directory run
 * one at a time (they share the generated fonts, the `current` link and the pruning). A lock left by a
 * process that died is taken over. Returns `release()`.
 */
export async function acquireBuildLock(dist, { log = console.log, pollMs = 500 } = {}) {
  mkdirSync(dist, { recursive: true });
  const lock = join(dist, '.build.lock');
  // The lock is made whole (with its pid) beside it, then linked into place: link(2) fails if it exists.
  const mine = join(dist, `.build.lock.${process.pid}`);
  writeFileSync(mine, String(process.pid));
  let waiting = false;
  try {
    for (;;) {
      try {
        linkSync(mine, lock);
        break;
      } catch (error) {
        if (error.code !== 'EEXIST') throw error;
      }
      const holder = Number(readIfPresent(lock));
      if (!alive(holder)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (!waiting) log(`Waiting for the build of process ${holder} to finish...`);
      waiting = true;
      await new Promise((done) => setTimeout(done, pollMs));
    }
  } finally {
    rmSync(mine, { force: true });
  }
  return { release: () => rmSync(lock, { force: true }) };
}
