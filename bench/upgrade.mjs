// An upgrade under load: the time from "upgrade started" (a build with another configuration begins beside
// the served one) to "new build served", and every request that failed meanwhile. autocannon loads pages,
// an asset of the old build, the admin shell and the API of each server the whole time.
//   reload:  the server is sent SIGHUP once the build is current.
//   restart: the server is stopped (SIGTERM, graceful) and started again on the same port.
//   caddy:   the same restart behind Caddy (`lb_try_duration`), when /usr/bin/caddy exists.
// One build serves all three. Runs alone (`node bench/upgrade.mjs [--connections=10] [--json]`) and as part
// of `npm run bench` (`--skip-upgrade` leaves it out). Needs a current build (`npm run build`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { spawnServer } from '../packages/server/test-support/spawn-server.mjs';
import { copyCurrentBuild, defaultDist } from '@zk/site/builds';

const root = resolve(import.meta.dirname, '..');
const newEmail = 'upgraded@bench.zk.test';

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.once('error', fail);
  });

/** The server (`main.ts`) on `port`, serving `staticDir`; resolves once it listens. */
async function serve(port, staticDir, dataDir, siteUrl = '') {
  const server = spawnServer({
    port,
    host: '127.0.0.1',
    dataDir,
    env: { STATIC_DIR: staticDir, SITE_URL: siteUrl, ADMIN_PASSWORD: 'bench-operator-password' },
    stderr: 'inherit',
    keepOutput: false,
  });
  await server.listening;
  return { child: server.child, stop: () => server.stop() };
}

/** Caddy in front of `upstream`, retrying a refused connection for up to 30 s (as a restart needs). */
async function caddy(port, upstream, dir) {
  writeFileSync(
    join(dir, 'Caddyfile'),
    `{\n  admin off\n  storage file_system ${dir}\n}\nhttp://127.0.0.1:${port} {\n  reverse_proxy 127.0.0.1:${upstream} {\n    lb_try_duration 30s\n    lb_try_interval 50ms\n  }\n}\n`,
  );
  const child = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    env: { ...process.env, HOME: dir },
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('caddy exited');
    if (
      await fetch(`http://127.0.0.1:${port}/en`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { stop: () => (child.exitCode !== null ? Promise.resolve() : (child.kill('SIGTERM'), once(child, 'exit'))) };
}

const servesNewBuild = (url) =>
  fetch(`${url}/en`)
    .then((r) => r.text())
    .then(
      (html) => html.includes(newEmail),
      () => false,
    );

async function untilNewBuild(url) {
  while (!(await servesNewBuild(url))) await new Promise((r) => setTimeout(r, 20));
  return performance.now();
}

export async function upgradeBench({ connections = 10, log = console.log } = {}) {
  const parent = join(root, 'node_modules/.cache/zk-upgrade-dists');
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(join(parent, 'bench-'));
  const work = mkdtempSync(join(tmpdir(), 'zk-upgrade-bench-'));
  copyCurrentBuild(defaultDist, dist);
  const staticDir = join(dist, 'current/client');
  const oldAsset = readdirSync(join(staticDir, 'assets')).find((name) => name.endsWith('.js'));
  const requests = ['/en', '/de/faq', `/assets/${oldAsset}`, '/admin', '/api/countdowns/active'].map((path) => ({
    path,
    headers: { 'accept-encoding': 'br, gzip' },
  }));
  const modes = ['reload', 'restart', ...(existsSync('/usr/bin/caddy') ? ['caddy'] : [])];
  const targets = {};
  const stops = [];
  try {
    for (const mode of modes) {
      const port = await freePort();
      // Behind Caddy the server is addressed by Caddy's address (SITE_URL), as in production.
      const front = mode === 'caddy' ? await freePort() : port;
      const target = { mode, port, dataDir: join(work, mode), url: `http://127.0.0.1:${front}` };
      target.siteUrl = mode === 'caddy' ? target.url : '';
      target.server = await serve(port, staticDir, target.dataDir, target.siteUrl);
      if (mode === 'caddy') {
        mkdirSync(join(work, 'caddy-config'));
        stops.push((await caddy(front, port, join(work, 'caddy-config'))).stop);
      }
      target.load = autocannon({ url: target.url, connections, duration: 3600, requests });
      targets[mode] = target;
    }
    log(`upgrade: loading ${modes.join(', ')} with ${connections} connections each; building with CONTACT_EMAIL=${newEmail}...`);
    const started = performance.now();
    const build = spawn(process.execPath, ['packages/site/scripts/build.mjs', '--dist', dist], {
      cwd: root,
      env: { ...process.env, CONTACT_EMAIL: newEmail },
      stdio: 'ignore',
    });
    const [code] = await once(build, 'exit');
    if (code !== 0) throw new Error(`the build exited with ${code}`);
    const built = performance.now();
    await Promise.all(
      Object.values(targets).map(async (target) => {
        const switched = performance.now();
        if (target.mode === 'reload') {
          target.server.child.kill('SIGHUP');
        } else {
          await target.server.stop();
          target.server = await serve(target.port, staticDir, target.dataDir, target.siteUrl);
        }
        target.served = await untilNewBuild(target.url);
        target.switchMs = Math.round(target.served - switched);
      }),
    );
    // Some load on the new build too, then the counts.
    await new Promise((r) => setTimeout(r, 2000));
    const results = {};
    for (const target of Object.values(targets)) {
      target.load.stop();
      const result = await target.load;
      results[target.mode] = {
        upgradeMs: Math.round(target.served - started),
        buildMs: Math.round(built - started),
        switchMs: target.switchMs,
        requests: result.requests.total,
        failed: result.errors + result.timeouts + result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
      };
      log(
        `upgrade (${target.mode}): new build served ${(results[target.mode].upgradeMs / 1000).toFixed(1)} s after the upgrade started (build ${(results[target.mode].buildMs / 1000).toFixed(1)} s, then ${target.switchMs} ms); ${results[target.mode].requests} requests, ${results[target.mode].failed} failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx); p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      );
    }
    return results;
  } finally {
    for (const target of Object.values(targets)) {
      target.load?.stop();
      await target.server?.stop();
    }
    for (const stop of stops) await stop();
    rmSync(dist, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const connections = Number(process.argv.find((arg) => arg.startsWith('--connections='))?.split('=')[1] ?? 10);
  const json = process.argv.includes('--json');
  const results = await upgradeBench({ connections, log: json ? () => {} : console.log });
  if (json) console.log(JSON.stringify(results));
}
