/**
 * Server benchmark (reported, not asserted): acknowledged submissions per second and latency at 50
 * concurrent connections, and the time for one countdown change to reach 1,000 SSE subscribers.
 * Usage: tsx packages/server/scripts/bench.ts [--json] [--seconds=5] [--warmup=1] [--concurrency=50] [--subscribers=1000] [--changes=20]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test-support/spawn-server.mjs';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string | undefined]));
const seconds = Number(args.get('seconds') ?? 5);
const concurrency = Number(args.get('concurrency') ?? 50);
const subscribers = Number(args.get('subscribers') ?? 1000);
const changes = Number(args.get('changes') ?? 20);
const admin = { email: 'bench@example.com', password: 'quiet-lantern-orchard-42' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** `main.ts` with only PATH of this environment; after the address is known its log (a line per request) is dropped. */
function startServer(dataDir: string) {
  return spawnServer({
    baseEnv: { PATH: process.env.PATH ?? '' },
    port: 0,
    dataDir,
    env: {
      STATIC_DIR: dataDir,
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      TRUST_PROXY: 'true',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
    stderr: 'inherit',
    keepOutput: false,
  });
}

interface HttpResult {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function post(agent: Agent, url: string, path: string, json: unknown, cookie?: string): Promise<HttpResult> {
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: url,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function benchSubmissions(url: string, runSeconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + runSeconds * 1000;
  let n = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const i = n++;
      const start = performance.now();
      const res = await post(agent, url, '/api/submissions/contact', {
        fullName: `Bench ${i}`,
        email: `b${i}@example.com`,
        inquiry: 'Benchmark inquiry',
      });
      if (res.status === 201) latencies.push(performance.now() - start);
      else errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    concurrency,
    seconds: round(elapsed),
    acknowledged: latencies.length,
    errors,
    perSecond: round(latencies.length / elapsed),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
  };
}

async function benchFanOut(url: string) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const arrivals: number[][] = Array.from({ length: changes }, () => []);
  const sentAt: number[] = [];
  const sockets: Array<() => void> = [];
  let ready = 0;

  await new Promise<void>((resolve, reject) => {
    for (let s = 0; s < subscribers; s++) {
      // Each subscriber from an address of its own (198.18.0.0/15, the benchmarking range): the server
      // allows 32 open streams per address.
      const address = `198.18.${s >> 8}.${s & 255}`;
      const req = request(
        `${url}/api/countdowns/events`,
        { agent, headers: { Accept: 'text/event-stream', 'X-Forwarded-For': address } },
        (res) => {
          let buffer = '';
          let seen = 0;
          res.setEncoding('utf8').on('data', (chunk: string) => {
            buffer += chunk;
            let end;
            while ((end = buffer.indexOf('\n\n')) !== -1) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (block.includes('event: ready') && ++ready === subscribers) resolve();
              else if (block.includes('event: change') && seen < changes) arrivals[seen++]?.push(performance.now());
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
      sockets.push(() => req.destroy());
    }
  });

  const agentPost = new Agent({ keepAlive: true });
  const signIn = await post(agentPost, url, '/api/auth/sign-in', admin);
  const cookie = String(signIn.headers['set-cookie']?.[0] ?? '').split(';')[0];
  for (let c = 0; c < changes; c++) {
    sentAt[c] = performance.now();
    const res = await post(agentPost, url, '/api/countdowns', { title: `Bench ${c}`, target_date: '2030-01-01T00:00:00Z' }, cookie);
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${res.body}`);
    const deadline = performance.now() + 10_000;
    while ((arrivals[c]?.length ?? 0) < subscribers && performance.now() < deadline) await new Promise((r) => setTimeout(r, 2));
  }
  for (const destroy of sockets) destroy();
  agent.destroy();
  agentPost.destroy();

  const perSubscriber: number[] = [];
  const fullDelivery: number[] = [];
  arrivals.forEach((times, c) => {
    const start = sentAt[c] ?? 0;
    for (const t of times) perSubscriber.push(t - start);
    if (times.length > 0) fullDelivery.push(Math.max(...times) - start);
  });
  perSubscriber.sort((a, b) => a - b);
  fullDelivery.sort((a, b) => a - b);
  return {
    subscribers,
    changes,
    delivered: perSubscriber.length,
    expected: subscribers * changes,
    perSubscriberP50Ms: round(percentile(perSubscriber, 50)),
    perSubscriberP99Ms: round(percentile(perSubscriber, 99)),
    allSubscribersP50Ms: round(percentile(fullDelivery, 50)),
    allSubscribersP99Ms: round(percentile(fullDelivery, 99)),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-'));
const server = startServer(dataDir);
try {
  const url = await server.listening;
  await benchSubmissions(url, Number(args.get('warmup') ?? 1));
  const submissions = await benchSubmissions(url, seconds);
  const fanOut = await benchFanOut(url);
  const result = { submissions, sseFanOut: fanOut };
  if (args.has('json')) console.log(JSON.stringify(result));
  else {
    console.log(
      `Submissions: ${submissions.perSecond}/s acknowledged at ${concurrency} connections, p50 ${submissions.p50Ms} ms, p99 ${submissions.p99Ms} ms (${submissions.errors} errors; target >= 1000/s, p99 < 50 ms)`,
    );
    console.log(
      `SSE fan-out: one change to ${subscribers} subscribers: all delivered p50 ${fanOut.allSubscribersP50Ms} ms, p99 ${fanOut.allSubscribersP99Ms} ms; per subscriber p99 ${fanOut.perSubscriberP99Ms} ms; ${fanOut.delivered}/${fanOut.expected} events (target p99 < 500 ms)`,
    );
  }
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
