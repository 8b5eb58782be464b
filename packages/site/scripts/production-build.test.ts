import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { builtSite } from './built-site';

/** Messages only React's development bundles carry: a client chunk holding one shipped React for developers. */
const developmentOnly = ['A component was suspended by an uncached promise', 'Each child in a list should have a unique'];

it('builds React for production even when the one who builds runs as a test (vitest sets NODE_ENV=test)', () => {
  expect(process.env.NODE_ENV).toBe('test');
  const assets = join(builtSite(), 'client/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withDevelopmentReact = scripts.filter((file) => {
    const text = readFileSync(join(assets, file), 'utf8');
    return developmentOnly.some((message) => text.includes(message));
  });
  expect(withDevelopmentReact).toEqual([]);
});
