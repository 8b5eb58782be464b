import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyCurrentBuild, defaultDist } from '@zk/site/builds';
import { startServer, type RunningServer } from './server';

const root = resolve(import.meta.dirname, '../../..');

/**
 * `npm start` as an operator runs it (`node scripts/start.mjs`: build if stale, then serve), on a free
 * port with a data directory of its own. A start that builds first takes as long as the build, so the
 * test's own timeout is the only ceiling.
 */
export function startCheckout(env: Record<string, string>): Promise<RunningServer> {
  return startServer({ ADMIN_PASSWORD: 'upgrade-operator-password', ...env }, { command: ['scripts/start.mjs'], startTimeoutMs: null });
}

/**
 * A builds directory of its own (packages/site/scripts/lib/site-builds.mjs layout) holding a copy of the build that
 * is current in the checkout, so a test can build and switch in it without touching the build the
 * other journeys use. It lives inside node_modules, where a build's server-rendering bundle finds React.
 */
export function builtSiteCopy(): { dist: string; staticDir: string; firstBuild: string; remove: () => void } {
  const parent = join(root, 'node_modules/.cache/zk-upgrade-dists');
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(join(parent, 'dist-'));
  const firstBuild = copyCurrentBuild(defaultDist, dist);
  return { dist, staticDir: join(dist, 'current/client'), firstBuild, remove: () => rmSync(dist, { recursive: true, force: true }) };
}

/** The hashed assets a build made itself (not carried from an earlier one), from its `build.json`. */
export function ownAssets(buildDir: string): Set<string> {
  const { assets } = JSON.parse(readFileSync(join(buildDir, 'build.json'), 'utf8')) as { assets: Record<string, number> };
  return new Set(
    Object.entries(assets)
      .filter(([, age]) => age === 0)
      .map(([name]) => name),
  );
}
