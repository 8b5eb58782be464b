// Requests per second and p99 latency for one prerendered page (default /en) from the project's server and
// from nginx serving the same build as nginx is deployed (bench/static-nginx.conf), measured with wrk (a
// load generator in C that is not the bottleneck; Debian's package) in one run, rounds alternated, so that
// the ratio holds on a machine shared with other load. Each round is exactly
//   wrk -t1 -c50 -d10s --latency -H 'Accept-Encoding: gzip' http://127.0.0.1:<port>/en
// which an independent run can repeat against nginx started with that configuration file.
// Runs alone (`node bench/static-serving.mjs [--path=/en] [--seconds=10] [--rounds=2] [--connections=50] [--json]
// [--compare=path/to/other/main.ts]`)
// and as part of `npm run bench`. Without nginx on the PATH (or in /usr/sbin) the nginx column is skipped;
// without wrk (apt-get install -y wrk) the part fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWrk, runWrk, wrkArgs } from './lib/wrk.mjs';
import { startServer } from './server.mjs';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'packages/site/dist/current/client');
const nginxConf = join(root, 'bench/static-nginx.conf');

function binary(name) {
  for (const candidate of [name, `/usr/sbin/${name}`, `/usr/bin/${name}`]) {
    const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
    if (!probe.error && (probe.status === 0 || name === 'wrk')) return candidate;
  }
  return null;
}

/**
 * CPU milliseconds a process and its children have used (Linux /proc; `null` elsewhere). Divided by the
 * requests answered, it tells the cost of a request even when other load on the machine skews the rate.
 */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [utime, stime] = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .slice(11, 13)
      .map(Number);
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return ((utime + stime) * 1000) / 100 + children.reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
  } catch {
    return null;
  }
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.once('error', fail);
  });
}

/** nginx with one worker (the Node server is one process too), configured by bench/static-nginx.conf, serving the build. */
async function startNginx(binary) {
  const dir = mkdtempSync(join(tmpdir(), 'zk-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    readFileSync(nginxConf, 'utf8').replaceAll('@DIR@', dir).replaceAll('@PORT@', String(port)).replaceAll('@ROOT@', clientDir),
  );
  const child = spawn(binary, ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/en`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGQUIT');
      }),
  };
}

async function load(wrk, { url, pid }, seconds, connections) {
  const cpuBefore = cpuMs(pid);
  const result = parseWrk(await runWrk(wrk, wrkArgs(url, seconds, connections)));
  const cpuAfter = cpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} socket errors`);
  return {
    requestsPerSecond: result.requestsPerSecond,
    p99Ms: result.p99Ms,
    bytesPerRequest: result.bytesPerRequest,
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests,
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Alternates the servers for `rounds` rounds after a warm-up of each, so a burst of outside load
 * falls on all; returns the mean requests per second of each and the server's ratio to nginx.
 * `compareEntry` adds a column for another server entry (such as a copy of the previous version's
 * `main.ts`), to measure a change before and after in the same run.
 */
export async function staticServing({ path = '/en', seconds = 10, rounds = 2, connections = 50, compareEntry, log = console.log } = {}) {
  if (!existsSync(join(clientDir, path, 'index.html'))) throw new Error(`No built page at ${path}: run npm run build first`);
  const wrk = binary('wrk');
  if (!wrk) throw new Error('wrk not found: apt-get install -y wrk');
  const nginx = binary('nginx');
  if (!nginx) log('static serving: nginx not found (apt-get install -y nginx-light); measuring the project server only.');
  const targets = { server: await startServer() };
  if (compareEntry) targets.compared = await startServer({}, compareEntry);
  if (nginx) targets.nginx = await startNginx(nginx);
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  try {
    for (const target of Object.values(targets)) await load(wrk, { url: target.url + path, pid: target.pid }, 1, connections);
    for (let round = 0; round < rounds; round++) {
      for (const [name, target] of Object.entries(targets))
        samples[name].push(await load(wrk, { url: target.url + path, pid: target.pid }, seconds, connections));
    }
  } finally {
    for (const target of Object.values(targets)) await target.stop();
  }
  const summary = (list) =>
    list
      ? {
          requestsPerSecond: Math.round(mean(list.map((s) => s.requestsPerSecond))),
          p99Ms: Math.max(...list.map((s) => s.p99Ms)),
          rounds: list.map((s) => ({ requestsPerSecond: Math.round(s.requestsPerSecond), p99Ms: s.p99Ms })),
          bytesPerRequest: list[0].bytesPerRequest,
          cpuUsPerRequest: list[0].cpuUsPerRequest === null ? null : Math.round(mean(list.map((s) => s.cpuUsPerRequest))),
        }
      : null;
  const result = {
    path,
    connections,
    seconds,
    rounds,
    wrk: `wrk ${wrkArgs(`http://127.0.0.1:<port>${path}`, seconds, connections)
      .map((arg) => (arg.includes(' ') ? `'${arg}'` : arg))
      .join(' ')}`,
    server: summary(samples.server),
    nginx: summary(samples.nginx),
  };
  if (compareEntry) result.compared = { entry: compareEntry, ...summary(samples.compared) };
  result.ratio = result.nginx ? Number((result.server.requestsPerSecond / result.nginx.requestsPerSecond).toFixed(2)) : null;
  const column = (name, s) =>
    `${name} ${s.requestsPerSecond} req/s (p99 ${s.p99Ms} ms, ${s.bytesPerRequest} B, ${s.cpuUsPerRequest ?? '?'} µs CPU per request)`;
  log(
    `static serving ${path} at ${connections} connections: ${column('server', result.server)}` +
      (result.compared ? `, ${column(compareEntry, result.compared)}` : '') +
      (result.nginx ? `, ${column('nginx', result.nginx)}, server/nginx ${result.ratio}` : ', nginx skipped'),
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
  const result = await staticServing({
    path: args.path,
    seconds: args.seconds ? Number(args.seconds) : undefined,
    rounds: args.rounds ? Number(args.rounds) : undefined,
    connections: args.connections ? Number(args.connections) : undefined,
    compareEntry: args.compare,
  });
  if (args.json) console.log(JSON.stringify(result));
}
