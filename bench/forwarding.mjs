// Forwarding to Airtable through the outbox (issue 28 items 1-3): stores N leads with their outbox items,
// as after an Airtable outage, then starts the app (createApp, the server's own wiring) against the fake
// Airtable, which enforces Airtable's limits (5 requests per second per base, 429 and a 30 s penalty beyond,
// 10 records per request), and answers after a set latency. Reports requests, records per request, the
// most requests that arrived in any one second, the leads per second, 429s and duplicates, per latency.
// Measures, never asserts. Usage: node bench/forwarding.mjs [--json] [--leads=500] [--latencies=0,100,250]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { benchArgs } from './lib/args.mjs';

register();
const { createApp } = await import('../packages/server/src/app.ts');
const { openDatabase } = await import('../packages/server/src/db/database.ts');
const { sqliteEngine } = await import('../packages/server/src/db/engine/sqlite-engine.ts');
const { submissionsStore } = await import('../packages/server/src/db/engine/submissions-store.ts');
const { createOutboxEngine } = await import('../packages/server/src/outbox/outbox-engine.ts');
const { airtableCreateItem } = await import('../packages/server/src/forwarding/airtable-destination.ts');
const { startFakeAirtable } = await import('../packages/server/test-support/fake-airtable.ts');

const args = benchArgs();
const leads = Number(args.leads ?? 500);
const latencies = (args.latencies ?? '0,100,250').split(',').map(Number);
const log = args.json ? () => {} : (line) => console.log(line);
const apiKey = 'patBenchKey0123456789.abcdef';
const baseId = 'appZkBenchBase001';
const round = (n) => Math.round(n * 100) / 100;

/** The most requests whose arrivals fall within any one second. */
function mostInOneSecond(times) {
  let most = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i] - times[j] >= 1000) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

async function run(latencyMs) {
  const fake = await startFakeAirtable({ apiKey, baseId, latencyMs });
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-forwarding-'));
  const db = openDatabase(dataDir);
  try {
    // Stored and queued before the app starts, as the server finds them after an outage or a restart.
    const engine = sqliteEngine(db);
    const queue = createOutboxEngine({ engine, destinations: [], now: Date.now, log: () => {} });
    await engine.db.transaction().execute(async (trx) => {
      const repo = submissionsStore(trx, Date.now);
      for (let n = 0; n < leads; n++) {
        const id = await repo.add('contact', { fullName: `Lead ${n}`, email: `lead${n}@example.com`, inquiry: 'We would like a chatbot.' });
        await queue.enqueue(trx, airtableCreateItem({ kind: 'contact', id }));
      }
    });
    const config = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      siteUrl: 'http://localhost:3000',
      siteUrlSet: true,
      devOrigins: [],
      staticDir: dataDir,
      inlineScriptHashes: [],
      inlineStyleHashes: [],
      trustProxy: false,
      trustProxyHops: 1,
      formRateLimitPerMinute: 5,
      airtable: { apiKey, baseId, contactTable: 'Website', waitlistTable: 'Waitlist', endpointUrl: fake.url },
    };
    const t0 = performance.now();
    const app = await createApp(config, { db, log: () => {} });
    while (fake.records.length < leads || (await app.outbox.stats())[0].depth > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const seconds = (performance.now() - t0) / 1000;
    await app.stopForwarding();
    app.close();
    const arrivals = fake.requests.map((r) => r.at);
    const result = {
      latencyMs,
      leads,
      seconds: round(seconds),
      requests: fake.requests.length,
      recordsPerRequest: round(fake.records.length / fake.requests.filter((r) => r.status === 200).length),
      mostRequestsInOneSecond: mostInOneSecond(arrivals),
      leadsPerSecond: round(leads / seconds),
      rateLimited: fake.requests.filter((r) => r.status === 429).length,
      duplicates: fake.records.length - new Set(fake.records.map((r) => r.fields.Name)).size,
    };
    log(
      `latency ${latencyMs} ms: ${leads} leads in ${result.seconds} s (${result.leadsPerSecond} leads/s), ${result.requests} requests of ${result.recordsPerRequest} records, ` +
        `at most ${result.mostRequestsInOneSecond} in any second, ${result.rateLimited} answered 429, ${result.duplicates} duplicates`,
    );
    return result;
  } finally {
    db.close();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const latencyMs of latencies) results.push(await run(latencyMs));
if (args.json) console.log(JSON.stringify({ leads, results }));
