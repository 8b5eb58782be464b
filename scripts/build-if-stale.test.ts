import { existsSync, mkdirSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { switchCurrent } from '@zk/site/builds';
import { tempDir } from '../packages/server/test-support/helpers.ts';
import { buildInBackground, chooseBuild } from './lib/build-if-stale.mjs';

/** A builds directory holding finished builds made from these stamps, in this order; the last is current. */
function dist(...stamps: string[]): string {
  const dir = tempDir();
  stamps.forEach((stamp, index) => {
    const id = `2026112${index}T101500123Z-00000${index}`;
    mkdirSync(join(dir, 'builds', id, 'client'), { recursive: true });
    writeFileSync(join(dir, 'builds', id, 'build.json'), JSON.stringify({ id, createdAt: '', stamp, assets: {} }));
    switchCurrent(dir, id);
  });
  return dir;
}
const current = (dir: string) => readlinkSync(join(dir, 'current'));
const builds = (dir: string) => (existsSync(join(dir, 'builds')) ? readdirSync(join(dir, 'builds')) : []);

describe('npm start chooses the build to serve, and never builds between a stop and the port opening', () => {
  it('serves the current build when it fits the sources and configuration, building nothing', () => {
    const dir = dist('a', 'b');
    const log = vi.fn();
    expect(chooseBuild({ dist: dir, stamp: 'b', log })).toBe('current');
    expect(current(dir)).toBe('builds/20261121T101500123Z-000001');
    expect(log).toHaveBeenCalledWith('Site build is up to date.');
  });

  it('goes back to its own kept build after a start with another configuration built, instead of building again', () => {
    const dir = dist('config-a', 'config-b');
    const before = builds(dir);
    expect(chooseBuild({ dist: dir, stamp: 'config-a', log: () => {} })).toBe('switched');
    expect(current(dir)).toBe('builds/20261120T101500123Z-000000');
    expect(builds(dir)).toEqual(before);
  });

  it('serves the current build while a new one is made when none fits, and builds first only when there is none', () => {
    expect(chooseBuild({ dist: dist('a'), stamp: 'changed', log: () => {} })).toBe('stale');
    expect(chooseBuild({ dist: tempDir(), stamp: 'changed', log: () => {} })).toBe('missing');
  });

  it('tells the server to serve the build made in the background once it is done, and only when it succeeded', async () => {
    const onBuilt = vi.fn();
    const log = vi.fn();
    expect(await buildInBackground({ onBuilt, log, command: [process.execPath, '-e', 'process.exit(1)'] })).toBe(false);
    expect(onBuilt).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('The site build failed (exit 1); still serving the build before it.');
    expect(await buildInBackground({ onBuilt, log, command: [process.execPath, '-e', 'process.exit(0)'] })).toBe(true);
    expect(onBuilt).toHaveBeenCalledOnce();
  });
});
