// Acknowledged form submissions per second and their p99 at 50 connections (issue 44): the server on
// SQLite, on PostgreSQL, and two servers on one PostgreSQL, on this machine in one run. Each round posts
// the contact form's JSON (as the page's script does) with Debian's wrk for `--seconds`; a post counts
// once the server answered 201, after its group commit is durable (SQLite synchronous=FULL; PostgreSQL
// as deployed: fsync and synchronous_commit on). Two servers are loaded at once, 25 connections each,
// straight (no Caddy, whose TLS would share the same 2 cores): their rates add up, the p99 is the
// higher of the two. Then the fan-out: 1,000 visitors' event streams spread over the two servers, one
// countdown created through the first, and the time until each stream has its change event (p50, p99).
// Measures, never asserts.
// Usage: node bench/cluster.mjs [--json] [--seconds=10] [--connections=50] [--streams=1000]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { benchArgs } from './lib/args.mjs';
import { parseWrk, runWrk } from './lib/wrk.mjs';
import { startServer } from './server.mjs';

register();
const { startPgCluster } = await import('../tests/rls/pg-cluster.ts');

const args = benchArgs();
const seconds = Number(args.seconds ?? 10);
const connections = Number(args.connections ?? 50);
const log = args.json ? () => {} : console.log;

const work = mkdtempSync(join(tmpdir(), 'zk-bench-cluster-'));
const script = join(work, 'post.lua');
writeFileSync(
  script,
  [
    'wrk.method = "POST"',
    'wrk.headers["Content-Type"] = "application/json"',
    `wrk.body = '${JSON.stringify({ fullName: 'Jürgen Groß', email: 'bench@example.com', inquiry: 'Wir möchten einen Chatbot für unseren Kundendienst.' })}'`,
    '',
  ].join('\n'),
);

const streams = Number(args.streams ?? 1000);
const operator = { email: 'owner@zk.example', password: 'kettle-harbour-violet-47' };
// Behind a proxy (TRUST_PROXY): each stream says it comes from its own visitor, as through Caddy.
const serverEnv = {
  FORM_RATE_LIMIT_PER_MINUTE: '1000000',
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: operator.email,
  ADMIN_PASSWORD: operator.password,
};

/** Opens a visitor's event stream; resolves once it is ready, with the time its next change arrives. */
function openStream(server, visitor) {
  return new Promise((resolve, reject) => {
    const target = new URL(server.url);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: '/api/countdowns/events',
        agent: false,
        headers: { Accept: 'text/event-stream', 'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` },
      },
      (res) => {
        let text = '';
        let changed;
        const change = new Promise((done) => (changed = done));
        res.setEncoding('utf8').on('data', (chunk) => {
          text += chunk;
          if (text.includes('event: ready')) resolve({ change, close: () => req.destroy() });
          if (text.includes('event: change')) changed(performance.now());
        });
        if (res.statusCode !== 200) reject(new Error(`stream ${visitor}: ${res.statusCode}`));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** `streams` visitors' streams over `servers`, a countdown created through the first: ms until each saw it. */
async function fanOut(servers) {
  const open = [];
  for (let visitor = 0; visitor < streams; visitor += 50)
    open.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, streams - visitor) }, (_, i) => openStream(servers[(visitor + i) % servers.length], visitor + i)),
      )),
    );
  const origin = new URL(servers[0].url).origin;
  const signIn = await fetch(`${servers[0].url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(operator),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const started = performance.now();
  const created = await fetch(`${servers[0].url}/api/countdowns`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
    body: JSON.stringify({ title: 'Bench', target_date: new Date(Date.now() + 86_400_000).toISOString() }),
  });
  if (created.status !== 201) throw new Error(`creating the countdown answered ${created.status}`);
  const times = (await Promise.all(open.map((stream) => stream.change))).map((at) => at - started).sort((a, b) => a - b);
  for (const stream of open) stream.close();
  const at = (share) => Number(times[Math.min(times.length - 1, Math.floor(share * times.length))].toFixed(1));
  return { streams: times.length, servers: servers.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** wrk against each server at once, `connections` shared between them; the rates added, the highest p99. */
async function load(servers) {
  const share = Math.round(connections / servers.length);
  const runs = await Promise.all(
    servers.map((server) =>
      runWrk('wrk', [
        '-t1',
        `-c${share}`,
        `-d${seconds}s`,
        '--latency',
        '-s',
        script,
        '-H',
        `Origin: ${new URL(server.url).origin}`,
        `${server.url}/api/submissions/contact`,
      ]),
    ),
  );
  const results = runs.map(parseWrk);
  return {
    servers: servers.length,
    connections: share * servers.length,
    submissionsPerSecond: Math.round(results.reduce((sum, r) => sum + r.requestsPerSecond, 0)),
    p99Ms: Math.max(...results.map((r) => r.p99Ms)),
    failed: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

const results = {};
try {
  const sqlite = await startServer(serverEnv, undefined, { stderr: 'ignore' });
  results.sqliteOne = await load([sqlite]);
  await sqlite.stop();
  log(`SQLite, one server: ${JSON.stringify(results.sqliteOne)}`);

  const cluster = await startPgCluster({ durable: true });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE zk_one');
    await admin.query('CREATE DATABASE zk_two');
    await admin.end();
    const url = (name) => cluster.url.replace(/\/postgres$/, `/${name}`);
    const one = await startServer({ ...serverEnv, DATABASE_URL: url('zk_one') }, undefined, { stderr: 'ignore' });
    results.postgresOne = await load([one]);
    await one.stop();
    log(`PostgreSQL, one server: ${JSON.stringify(results.postgresOne)}`);
    const first = await startServer({ ...serverEnv, DATABASE_URL: url('zk_two') }, undefined, { stderr: 'ignore' });
    const second = await startServer({ ...serverEnv, DATABASE_URL: url('zk_two') }, undefined, { stderr: 'ignore' });
    results.postgresTwo = await load([first, second]);
    log(`PostgreSQL, two servers: ${JSON.stringify(results.postgresTwo)}`);
    results.fanOut = await fanOut([first, second]);
    await Promise.all([first.stop(), second.stop()]);
    log(`One countdown change to event streams on two servers: ${JSON.stringify(results.fanOut)}`);
  } finally {
    cluster.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (args.json) console.log(JSON.stringify({ seconds, connections, ...results }));
