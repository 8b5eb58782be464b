import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { currentBuild, distFor } from './lib/site-builds.mjs';

const siteDir = resolve(import.meta.dirname, '..');

/** Messages only React's development bundles carry: a client chunk holding one shipped React for developers. */
const developmentOnly = ['A component was suspended by an uncached promise', 'Each child in a list should have a unique'];

it('builds React for production even when the one who builds runs as a test (vitest sets NODE_ENV=test)', () => {
  expect(process.env.NODE_ENV).toBe('test');
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: siteDir, stdio: 'ignore' });
  const build = currentBuild(distFor());
  if (!build) throw new Error('No current site build');
  const assets = join(build.dir, 'client/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withDevelopmentReact = scripts.filter((file) => {
    const text = readFileSync(join(assets, file), 'utf8');
    return developmentOnly.some((message) => text.includes(message));
  });
  expect(withDevelopmentReact).toEqual([]);
});
