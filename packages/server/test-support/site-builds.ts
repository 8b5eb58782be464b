import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { carryAssets, currentBuild, finishBuild, startBuild } from '@zk/site/builds';

/**
 * A small build made the way `npm run build` makes one (packages/site/scripts/lib/site-builds.mjs): its own
 * directory in `dist`, the earlier build's assets carried forward, then switched to current. Its
 * pages carry `label` in their text and in an inline script; its server-rendering bundle renders
 * `rendered by <label>` (or throws on import when `brokenBundle`; or one of its lazily imported chunks
 * does, when `brokenChunk`).
 */
export function makeTestBuild(
  dist: string,
  label: string,
  options: { brokenBundle?: boolean; brokenChunk?: boolean } = {},
): { id: string; dir: string } {
  const build = startBuild(dist);
  const page = `<!doctype html><html><head><script>window.build='${label}'</script></head><body><div id="root"><p>page of ${label}</p></div></body></html>`;
  const files: Record<string, string> = {
    'client/index.html': page,
    'client/en/index.html': page,
    'client/en/waitlist/index.html': page,
    'client/admin.html': `<!doctype html><html><body><p>admin of ${label}</p></body></html>`,
    [`client/assets/entry-${label}.js`]: `console.log('${label}')`,
    'server/entry-server.js': options.brokenBundle
      ? `throw new Error('bundle of ${label} is broken');`
      : `export const renderRoot = async (url) => '<p>rendered by ${label} for ' + url + '</p>';
export const renderBanner = async () => ({ html: '', state: {} });
export const lazyPage = () => import('./assets/page-${label}.js');`,
    [`server/assets/page-${label}.js`]: options.brokenChunk
      ? `throw new Error('a chunk of ${label} is broken');`
      : `export const page = '${label}';`,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(build.dir, path)), { recursive: true });
    writeFileSync(join(build.dir, path), content);
  }
  finishBuild(dist, build, { stamp: label, assets: carryAssets(currentBuild(dist), build.clientDir) });
  return build;
}
