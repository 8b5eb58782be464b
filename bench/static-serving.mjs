// Requests per second for one prerendered page (default /en) from the project's server and from nginx
// serving the same build, measured in one run so that the ratio holds on a machine shared with other load.
// Runs alone (`node bench/static-serving.mjs [--path=/en] [--seconds=5] [--rounds=2] [--connections=50] [--json]
// [--compare=path/to/other/main.ts]`)
// and as part of `npm run bench`. Without nginx on the PATH (or in /usr/sbin) the nginx column is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'packages/site/dist/current/client');
/** What a browser sends; nginx (gzip_static, no brotli module in Debian's packages) answers gzip, the server brotli. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

function nginxBinary() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
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

/** nginx with one worker (the Node server is one process too), serving the build as the server maps paths. */
async function startNginx(binary) {
  const dir = mkdtempSync(join(tmpdir(), 'zk-nginx-'));
  const port = await freePort();
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include /etc/nginx/mime.types;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; add_header Cache-Control no-cache; etag on; }
  }
}
`,
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

async function load({ url, pid }, seconds, connections) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections, duration: seconds, headers: browserHeaders });
  const cpuAfter = cpuMs(pid);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    bytesPerRequest: Math.round(result.throughput.total / result.requests.total),
    cpuUsPerRequest: cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Alternates the servers for `rounds` rounds after a warm-up of each, so a burst of outside load
 * falls on all; returns the mean requests per second of each and the server's ratio to nginx.
 * `compareEntry` adds a column for another server entry (such as a copy of the previous version's
 * `main.ts`), to measure a change before and after in the same run.
 */
export async function staticServing({ path = '/en', seconds = 5, rounds = 2, connections = 50, compareEntry, log = console.log } = {}) {
  if (!existsSync(join(clientDir, path, 'index.html'))) throw new Error(`No built page at ${path}: run npm run build first`);
  const binary = nginxBinary();
  if (!binary) log('static serving: nginx not found (apt-get install -y nginx-light); measuring the project server only.');
  const targets = { server: await startServer() };
  if (compareEntry) targets.compared = await startServer({}, compareEntry);
  if (binary) targets.nginx = await startNginx(binary);
  const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  try {
    for (const target of Object.values(targets)) await load({ url: target.url + path, pid: target.pid }, 1, connections);
    for (let round = 0; round < rounds; round++) {
      for (const [name, target] of Object.entries(targets))
        samples[name].push(await load({ url: target.url + path, pid: target.pid }, seconds, connections));
    }
  } finally {
    for (const target of Object.values(targets)) await target.stop();
  }
  const summary = (list) =>
    list
      ? {
          requestsPerSecond: Math.round(mean(list.map((s) => s.requestsPerSecond))),
          p99Ms: Math.max(...list.map((s) => s.p99Ms)),
          bytesPerRequest: list[0].bytesPerRequest,
          cpuUsPerRequest: list[0].cpuUsPerRequest === null ? null : Math.round(mean(list.map((s) => s.cpuUsPerRequest))),
        }
      : null;
  const result = { path, connections, seconds, rounds, server: summary(samples.server), nginx: summary(samples.nginx) };
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
