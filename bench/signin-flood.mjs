// Page, static-file and form latency at rest and during a flood of anonymous sign-ins (issue 28 item 8).
// Each sign-in costs scrypt at OWASP's parameters (N=2^17, 128 MiB) on libuv's threads, which static file
// reads share; the server bounds the hashes in progress and the attempts per minute. The flood comes from
// a different address per attempt (TRUST_PROXY, X-Forwarded-For), so no per-address limit hides it.
// Runs alone (`node bench/signin-flood.mjs [--flood=16] [--seconds=10] [--rounds=2] [--json]
// [--compare=path/to/other/main.ts]`, the other entry such as a copy of the previous version's server)
// and as part of `npm run bench` (`--skip-flood` leaves it out). Measures, never asserts.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, resolve } from 'node:path';
import { startServer } from './server.mjs';
import { benchArgs } from './lib/args.mjs';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'packages/site/dist/current/client');
const admin = { email: 'bench@example.com', password: 'bench-flood-passphrase' };

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

function send(agent, url, path, { method = 'GET', json, headers = {} } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((done, fail) => {
    const started = performance.now();
    const req = request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: {
          ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: url } : {}),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** Peak resident memory of a process so far (Linux), in MB. */
function peakRssMb(pid) {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** One visitor at a time: the page, a hashed asset (read from disk), a contact form post; latency of each. */
async function probe(url, asset, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const samples = { page: [], asset: [], form: [] };
  const deadline = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < deadline; i++) {
    samples.page.push((await send(agent, url, '/en', { headers: { 'accept-encoding': 'br' } })).ms);
    samples.asset.push((await send(agent, url, asset, { headers: { 'accept-encoding': 'identity' } })).ms);
    const form = await send(agent, url, '/api/submissions/contact', {
      method: 'POST',
      json: { fullName: `Visitor ${i}`, email: `visitor${i}@example.com`, inquiry: 'How fast is the site?' },
      headers: { 'X-Forwarded-For': `192.0.2.${i % 250}` },
    });
    if (form.status === 201) samples.form.push(form.ms);
  }
  agent.destroy();
  return samples;
}

/** Latency percentiles of the samples of several rounds together. */
function summary(rounds) {
  return Object.fromEntries(
    Object.keys(rounds[0]).map((name) => {
      const sorted = rounds.flatMap((round) => round[name]).sort((a, b) => a - b);
      return [name, { requests: sorted.length, p50Ms: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) }];
    }),
  );
}

/**
 * `workers` loops of sign-ins at unknown accounts, each from an address of its own, until `stop()`;
 * `started` resolves with the first answer (the server has begun hashing for it).
 */
function flood(url, workers) {
  const agent = new Agent({ keepAlive: true, maxSockets: workers });
  const statuses = {};
  let running = true;
  let n = 0;
  let firstAnswer;
  const started = new Promise((resolve) => (firstAnswer = resolve));
  const loop = async () => {
    while (running) {
      const i = n++;
      const answer = await send(agent, url, '/api/auth/sign-in', {
        method: 'POST',
        json: { email: `flood${i}@example.com`, password: 'not the password' },
        headers: { 'X-Forwarded-For': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      }).catch(() => null);
      if (!answer) break;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      firstAnswer();
    }
  };
  const loops = Array.from({ length: workers }, loop);
  return {
    started,
    /** Ends the flood; sign-ins still in progress are abandoned (their sockets closed), not counted. */
    stop: async () => {
      running = false;
      agent.destroy();
      await Promise.all(loops);
      return statuses;
    },
  };
}

async function measure(entry, { floodWorkers, seconds }) {
  const site = await startServer(
    {
      STATIC_DIR: clientDir,
      TRUST_PROXY: 'true',
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    entry,
    { stderr: 'ignore' },
  );
  try {
    const asset = `/assets/${readdirSync(join(clientDir, 'assets')).find((name) => name.endsWith('.js'))}`;
    await probe(site.url, asset, 1);
    const rest = await probe(site.url, asset, seconds);
    const attack = flood(site.url, floodWorkers);
    const started = performance.now();
    await attack.started;
    const during = await probe(site.url, asset, seconds);
    const statuses = await attack.stop();
    const elapsed = (performance.now() - started) / 1000;
    return { rest, during, statuses, elapsed, peakRssMb: peakRssMb(site.pid) };
  } finally {
    await site.stop();
  }
}

/** The rounds of one server entry in one report: latency over all rounds, sign-in answers by status, peak memory. */
function combine(runs) {
  const statuses = {};
  for (const run of runs) for (const [status, count] of Object.entries(run.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
  const elapsed = runs.reduce((sum, run) => sum + run.elapsed, 0);
  return {
    rest: summary(runs.map((run) => run.rest)),
    during: summary(runs.map((run) => run.during)),
    signIns: { answered, perSecond: round(answered / elapsed), statuses },
    peakRssMb: Math.max(...runs.map((run) => run.peakRssMb ?? 0)) || null,
  };
}

/** `rounds` alternate between this server and `compareEntry` (if given), so load from elsewhere on the machine falls on both alike. */
export async function signInFlood({ floodWorkers = 16, seconds = 10, rounds = 2, compareEntry, log = console.log } = {}) {
  log(
    `Sign-in flood: page, asset and form latency at rest and during ${floodWorkers} parallel sign-ins, ${rounds} rounds of ${seconds} s...`,
  );
  const server = [];
  const compared = [];
  for (let i = 0; i < rounds; i++) {
    server.push(await measure(undefined, { floodWorkers, seconds }));
    if (compareEntry) compared.push(await measure(compareEntry, { floodWorkers, seconds }));
  }
  const result = { floodWorkers, seconds, rounds, server: combine(server) };
  if (compareEntry) result.compared = { entry: compareEntry, ...combine(compared) };
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = benchArgs();
  const result = await signInFlood({
    floodWorkers: Number(args.flood ?? 16),
    seconds: Number(args.seconds ?? 10),
    rounds: Number(args.rounds ?? 2),
    compareEntry: args.compare,
    log: args.json === undefined ? console.log : () => {},
  });
  console.log(args.json === undefined ? JSON.stringify(result, null, 2) : JSON.stringify(result));
}
