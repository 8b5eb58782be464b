// Acknowledged form submissions per second and their p99 at 50 connections (issue 44): the server on
// SQLite, on PostgreSQL, and two servers on one PostgreSQL, on this machine in one run. Each round posts
// the contact form's JSON (as the page's script does) with Debian's wrk for `--seconds`; a post counts
// once the server answered 201, after its group commit is durable (SQLite synchronous=FULL; PostgreSQL
// as deployed: fsync and synchronous_commit on). Two servers are loaded at once, 25 connections each,
// straight (no Caddy, whose TLS would share the same 2 cores): their rates add up, the p99 is the
// higher of the two. Measures, never asserts.
// Usage: node bench/cluster.mjs [--json] [--seconds=10] [--connections=50]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

const serverEnv = { FORM_RATE_LIMIT_PER_MINUTE: '1000000' };

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
    await Promise.all([first.stop(), second.stop()]);
    log(`PostgreSQL, two servers: ${JSON.stringify(results.postgresTwo)}`);
  } finally {
    cluster.stop();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (args.json) console.log(JSON.stringify({ seconds, connections, ...results }));
