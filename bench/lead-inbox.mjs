// The operator's lead inbox at volume (issue #18): seeds 100,000 contact inquiries and 100,000 waitlist
// entries into a temporary SQLite file, then times requests through the Hono app's `fetch` in process
// (routing, operator session check, zod, SQL, JSON: the server's whole time, no socket). Reports p50/p99 of
// the wall time and of the process's CPU time per request (the latter is what a busy machine does not inflate).
// Measures, never asserts. Usage: node bench/lead-inbox.mjs [--json] [--contacts=100000] [--waitlist=100000] [--runs=300]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { benchArgs } from './lib/args.mjs';

register();
const { createApp } = await import('../packages/server/src/app.ts');
const { loadConfig } = await import('@zk/config');
const { openDatabase } = await import('../packages/server/src/db/database.ts');
const { operatorsStore } = await import('../packages/server/src/db/engine/operators-store.ts');
const { sqliteEngine } = await import('../packages/server/src/db/engine/sqlite-engine.ts');
const { hashPassword } = await import('../packages/server/src/auth/password.ts');
const { seedLeads } = await import('./seed-leads.mjs');

const args = benchArgs();
const contacts = Number(args.contacts ?? 100_000);
const waitlist = Number(args.waitlist ?? 100_000);
const runs = Number(args.runs ?? 300);
const log = args.json ? () => {} : (line) => console.log(line);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (n) => Math.round(n * 100) / 100;

const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-leads-'));
const db = openDatabase(dataDir);
const server = { app: null, close: () => {} };
try {
  const seedMs = seedLeads(db, { contacts, waitlist });
  const counts = db
    .prepare('SELECT (SELECT count(*) FROM contact_inquiries) AS contacts, (SELECT count(*) FROM waitlist_entries) AS waitlist')
    .get();
  log(`Seeded ${counts.contacts} contact inquiries and ${counts.waitlist} waitlist entries in ${(seedMs / 1000).toFixed(1)} s`);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.exec('ANALYZE');

  const operator = { email: 'bench@example.com', password: 'quiet-lantern-orchard-42' };
  await operatorsStore(sqliteEngine(db), () => Date.now()).create(operator.email, await hashPassword(operator.password));
  // The server's own configuration, read from the environment as at start (so it cannot drift from it).
  const config = loadConfig({
    DATA_DIR: dataDir,
    SITE_URL: 'http://localhost:3000',
    STATIC_DIR: dataDir,
    TRUST_PROXY: 'true',
    FORM_RATE_LIMIT_PER_MINUTE: '5',
    LOG_LEVEL: 'silent',
  });
  // A clock held at the start: the operator session (5 minutes) outlives a slow run.
  const startedAt = Date.now();
  const created = await createApp(config, { db, now: () => startedAt });
  server.close = created.close;
  const headers = { Origin: config.siteUrl, 'X-Forwarded-For': '203.0.113.7' };
  const signIn = await created.app.request(`${config.siteUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(operator),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  headers.Cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0];

  // A path is read with GET; search terms go in the body of POST /api/leads/inbox/search (never in an address).
  const get = async (path) => {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const res = await created.app.request(
      `${config.siteUrl}${typeof path === 'string' ? path : '/api/leads/inbox/search'}`,
      typeof path === 'string'
        ? { headers }
        : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(path) },
    );
    const body = await res.text();
    const ms = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (res.status !== 200) throw new Error(`${JSON.stringify(path)} answered ${res.status}: ${body}`);
    return { ms, cpuMs, page: JSON.parse(body) };
  };

  const secondCursor = (await get('/api/leads/inbox')).page.nextCursor;
  const someEmail =
    db.prepare('SELECT email FROM contact_inquiries WHERE seq = ?').get(Math.floor(counts.contacts / 3))?.email ?? 'x@example.com';
  const scenarios = [
    ['first page (25, both kinds)', '/api/leads/inbox'],
    ['next page (cursor)', `/api/leads/inbox?cursor=${secondCursor}`],
    ['search "müller" (a common surname)', { q: 'müller' }],
    ['search "istanbul" (a word in messages)', { q: 'ISTANBUL' }],
    ['search one e-mail address', { q: someEmail }],
    ['search "kaya istanbul" (surname and message word)', { q: 'Kaya İstanbul' }],
    [
      'filtered: waitlist, Contacted, telegram, 2025',
      '/api/leads/inbox?kind=waitlist&status=Contacted&service=telegram&from=2025-01-01&to=2025-12-31',
    ],
    ['filtered: status Won, both kinds', '/api/leads/inbox?status=Won'],
  ];
  const results = [];
  for (const [name, path] of scenarios) {
    for (let i = 0; i < 20; i++) await get(path);
    const times = [];
    const cpuTimes = [];
    let found = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, cpuMs, page } = await get(path);
      times.push(ms);
      cpuTimes.push(cpuMs);
      found = page.leads.length;
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    const result = {
      name,
      leads: found,
      p50Ms: round(percentile(times, 50)),
      p99Ms: round(percentile(times, 99)),
      cpuP50Ms: round(percentile(cpuTimes, 50)),
      cpuP99Ms: round(percentile(cpuTimes, 99)),
    };
    results.push(result);
    log(
      `${name}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms; CPU p50 ${result.cpuP50Ms} ms, p99 ${result.cpuP99Ms} ms (${found} leads on the page) ${result.p99Ms < 50 ? '' : '✗ over 50 ms'}`,
    );
  }
  const report = {
    contacts: counts.contacts,
    waitlist: counts.waitlist,
    seedSeconds: round(seedMs / 1000),
    runs,
    via: 'Hono app.request in process',
    results,
  };
  if (args.json) console.log(JSON.stringify(report));
} finally {
  server.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
