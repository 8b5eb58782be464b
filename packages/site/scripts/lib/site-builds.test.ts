import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireBuildLock,
  carriedReleases,
  carryAssets,
  currentBuild,
  defaultDist,
  distFor,
  finishBuild,
  listBuilds,
  pruneBuilds,
  startBuild,
  useBuild,
} from './site-builds.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDist = () => {
  const dir = mkdtempSync(join(tmpdir(), 'zk-dist-'));
  dirs.push(dir);
  return dir;
};

/** A finished build whose client has these hashed assets (each with a `.br` sibling), made current. */
function makeBuild(dist: string, assets: string[], stamp = 'stamp') {
  const build = startBuild(dist);
  mkdirSync(join(build.clientDir, 'assets'), { recursive: true });
  for (const name of assets) {
    writeFileSync(join(build.clientDir, 'assets', name), `${name} of ${build.id}`);
    writeFileSync(join(build.clientDir, 'assets', `${name}.br`), `br ${name}`);
  }
  finishBuild(dist, build, { stamp, assets: carryAssets(currentBuild(dist), build.clientDir) });
  return build;
}

const assetsOf = (dist: string) => currentBuild(dist)?.assets;

describe('site builds', () => {
  it('switches current to each finished build, leaving the previous build in place', () => {
    const dist = tempDist();
    const first = makeBuild(dist, ['entry-a.js']);
    expect(readlinkSync(join(dist, 'current'))).toBe(join('builds', first.id));
    const second = makeBuild(dist, ['entry-b.js']);
    expect(realpathSync(join(dist, 'current'))).toBe(realpathSync(second.dir));
    expect(readFileSync(join(first.clientDir, 'assets/entry-a.js'), 'utf8')).toBe(`entry-a.js of ${first.id}`);
    expect(currentBuild(dist)).toMatchObject({ id: second.id, stamp: 'stamp' });
  });

  it('carries the assets of earlier builds forward, with their compressed siblings, for a limited number of builds', () => {
    const dist = tempDist();
    const first = makeBuild(dist, ['entry-a.js', 'shared.css']);
    const second = makeBuild(dist, ['entry-b.js', 'shared.css']);
    expect(assetsOf(dist)).toEqual({ 'entry-b.js': 0, 'shared.css': 0, 'entry-a.js': 1 });
    // A hard link to the first build's file: the same bytes, nothing copied, nothing rewritten.
    expect(statSync(join(second.clientDir, 'assets/entry-a.js')).ino).toBe(statSync(join(first.clientDir, 'assets/entry-a.js')).ino);
    expect(readFileSync(join(second.clientDir, 'assets/entry-a.js.br'), 'utf8')).toBe('br entry-a.js');

    for (let n = 2; n <= carriedReleases; n++) makeBuild(dist, [`entry-${n}.js`]);
    expect(assetsOf(dist)?.['entry-a.js']).toBe(carriedReleases);
    const last = makeBuild(dist, ['entry-z.js']);
    expect(assetsOf(dist)?.['entry-a.js']).toBeUndefined();
    expect(existsSync(join(last.clientDir, 'assets/entry-a.js'))).toBe(false);
  });

  it("rolls back to the previous build carrying the outgoing build's assets, so pages opened during it still load", () => {
    const dist = tempDist();
    const first = makeBuild(dist, ['entry-a.js', 'shared.css']);
    const second = makeBuild(dist, ['entry-b.js', 'lazy-b.js', 'shared.css']);
    const script = resolve(import.meta.dirname, '../../../../scripts/builds.mjs');
    execFileSync(process.execPath, [script, 'use', 'previous', '--dist', dist], { stdio: 'pipe' });

    expect(realpathSync(join(dist, 'current'))).toBe(realpathSync(first.dir));
    expect(assetsOf(dist)).toEqual({ 'entry-a.js': 0, 'shared.css': 0, 'entry-b.js': 1, 'lazy-b.js': 1 });
    expect(statSync(join(first.clientDir, 'assets/entry-b.js')).ino).toBe(statSync(join(second.clientDir, 'assets/entry-b.js')).ino);
    expect(readFileSync(join(first.clientDir, 'assets/lazy-b.js.br'), 'utf8')).toBe('br lazy-b.js');
    // The build's own files stay as they were; a file of the same name is never replaced.
    expect(readFileSync(join(first.clientDir, 'assets/shared.css'), 'utf8')).toBe(`shared.css of ${first.id}`);

    // Forward again: the build it returns to gets the rolled-back-to build's assets it lacks.
    useBuild(dist, second.id);
    expect(assetsOf(dist)).toEqual({ 'entry-b.js': 0, 'lazy-b.js': 0, 'shared.css': 0, 'entry-a.js': 1 });
    // A build after the rollback carries the assets the rollback brought, aging as any carried asset.
    makeBuild(dist, ['entry-c.js']);
    expect(assetsOf(dist)).toMatchObject({ 'entry-c.js': 0, 'entry-b.js': 1, 'entry-a.js': 2 });
  });

  it('carries every asset of a client directory from before this layout', () => {
    const dist = tempDist();
    mkdirSync(join(dist, 'client/assets'), { recursive: true });
    writeFileSync(join(dist, 'client/assets/old-entry.js'), 'old');
    const build = startBuild(dist);
    mkdirSync(join(build.clientDir, 'assets'), { recursive: true });
    writeFileSync(join(build.clientDir, 'assets/new-entry.js'), 'new');
    expect(carryAssets(join(dist, 'client'), build.clientDir)).toEqual({ 'new-entry.js': 0, 'old-entry.js': 1 });
    expect(readFileSync(join(build.clientDir, 'assets/old-entry.js'), 'utf8')).toBe('old');
  });

  it('prunes beyond the kept builds, never the current one, one a live server marks, or one being built', () => {
    const dist = tempDist();
    const builds = Array.from({ length: 6 }, (_, n) => makeBuild(dist, [`entry-${n}.js`]));
    // The oldest is served by this (live) process; the second oldest was marked by a process that has ended.
    mkdirSync(join(builds[0]!.dir, '.in-use'));
    writeFileSync(join(builds[0]!.dir, '.in-use', String(process.pid)), '');
    mkdirSync(join(builds[1]!.dir, '.in-use'));
    writeFileSync(join(builds[1]!.dir, '.in-use', '999999999'), '');
    const unfinished = startBuild(dist);

    expect(pruneBuilds(dist, 2).sort()).toEqual([builds[1]!.id, builds[2]!.id, builds[3]!.id, unfinished.id].sort());
    expect(listBuilds(dist).map((build) => build.id)).toEqual([builds[5]!.id, builds[4]!.id, builds[0]!.id]);
    expect(listBuilds(dist).find((build) => build.id === builds[0]!.id)?.servers).toEqual([process.pid]);
  });

  it('runs one build at a time: a second waits for the lock, and a lock left by a dead process is taken over', async () => {
    const dist = tempDist();
    writeFileSync(join(dist, '.build.lock'), '999999999');
    const first = await acquireBuildLock(dist, { log: () => {} });
    const waited: string[] = [];
    let secondHasIt = false;
    const second = acquireBuildLock(dist, { log: (line) => waited.push(line), pollMs: 10 }).then((lock) => {
      secondHasIt = true;
      return lock;
    });
    await new Promise((done) => setTimeout(done, 100));
    expect(secondHasIt).toBe(false);
    expect(waited).toEqual([`Waiting for the build of process ${process.pid} to finish...`]);
    first.release();
    (await second).release();
    expect(existsSync(join(dist, '.build.lock'))).toBe(false);
  });

  it('takes over the lock of a build process that was killed', async () => {
    const dist = tempDist();
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    writeFileSync(join(dist, '.build.lock'), String(child.pid));
    const killed = new Promise((done) => child.once('exit', done));
    setTimeout(() => child.kill('SIGKILL'), 50);
    const lock = await acquireBuildLock(dist, { log: () => {}, pollMs: 10 });
    await killed;
    lock.release();
  });

  it('builds into the directory STATIC_DIR serves from when it names a current build', () => {
    expect(distFor({}, '/srv')).toBe(defaultDist);
    expect(distFor({ STATIC_DIR: '/srv/site/current/client' })).toBe('/srv/site');
    expect(distFor({ STATIC_DIR: 'site/current/client' }, '/srv')).toBe('/srv/site');
    expect(distFor({ STATIC_DIR: '/srv/public' })).toBe(defaultDist);
  });
});
