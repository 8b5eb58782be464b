// `npm run builds`: the site's builds, newest first (packages/site/scripts/lib/site-builds.mjs).
// `npm run builds -- use <id|previous>`: makes that build current (a rollback of the site), under the build
// lock, carrying the outgoing build's hashed assets into it; a running server serves it after SIGHUP or a restart. `--dist <dir>` for another builds directory.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { acquireBuildLock, distFor, listBuilds, useBuild } from '@zk/site/builds';

const root = resolve(import.meta.dirname, '..');
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const { values, positionals } = parseArgs({ allowPositionals: true, options: { dist: { type: 'string' } } });
const dist = values.dist ? resolve(values.dist) : distFor();
const [command = 'list', target] = positionals;

function list() {
  const builds = listBuilds(dist);
  if (builds.length === 0) console.log(`No builds in ${dist}`);
  for (const { id, record, current, servers } of builds) {
    const assets = Object.values(record?.assets ?? {});
    const detail = record
      ? `${record.createdAt}  ${assets.filter((age) => age === 0).length} own assets, ${assets.filter((age) => age > 0).length} carried`
      : 'unfinished';
    console.log(`${current ? '*' : ' '} ${id}  ${detail}${servers.length > 0 ? `  served by pid ${servers.join(', ')}` : ''}`);
  }
}

async function use() {
  const builds = listBuilds(dist).filter((build) => build.record);
  const currentIndex = builds.findIndex((build) => build.current);
  const chosen = target === 'previous' ? builds[currentIndex + 1] : builds.find((build) => build.id === target);
  if (!chosen) {
    console.error(
      target === 'previous'
        ? 'There is no finished build before the current one.'
        : `No finished build ${target ?? '(none given)'} in ${dist}; see npm run builds.`,
    );
    process.exit(1);
  }
  const lock = await acquireBuildLock(dist);
  try {
    useBuild(dist, chosen.id);
  } finally {
    lock.release();
  }
  console.log(`Current build: ${chosen.id}. A running server serves it after SIGHUP (systemctl reload) or a restart.`);
  console.log("npm start builds anew when the sources or the public configuration differ from this build's.");
}

if (command === 'list') list();
else if (command === 'use') await use();
else {
  console.error('Usage: npm run builds [-- list | use <id|previous>] [--dist <dir>]');
  process.exit(2);
}
