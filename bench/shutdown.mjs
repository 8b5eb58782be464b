// Graceful shutdown under load (issue 26): the real server (main.ts) on a fresh SQLite file takes
// contact posts from 48 clients at once (a new connection each) while 30 event streams are open;
// SIGTERM comes after 3 s of that. Reports the time from the signal to the process's exit (and the
// server's own count), the posts acknowledged, refused and cut (must be 0), and the exit code.
// Measures, never asserts. Usage: node bench/shutdown.mjs [--json] [--concurrency=48] [--streams=30]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { spawnServer } from '../packages/server/test-support/spawn-server.mjs';
import { benchArgs } from './lib/args.mjs';

register();
const { contactLoad } = await import('../packages/server/test-support/load.ts');

const args = benchArgs();
const concurrency = Number(args.concurrency ?? 48);
// At most 32 streams per client address (the server's cap): 30 from this one.
const streams = Number(args.streams ?? 30);
const log = args.json ? () => {} : (line) => console.log(line);
const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-shutdown-'));

const server = spawnServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  env: { STATIC_DIR: dataDir, FORM_RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_PASSWORD: 'quiet-lantern-orchard-43' },
  stderr: 'inherit',
});
try {
  const url = await server.listening;
  const open = await Promise.all(Array.from({ length: streams }, () => fetch(`${url}/api/countdowns/events`)));
  const ended = open.map((res) => res.text());
  const load = contactLoad(url, concurrency);
  await new Promise((resolvePromise) => setTimeout(resolvePromise, 3000));
  const t0 = performance.now();
  const { code } = await server.stop('SIGTERM');
  const shutdownMs = Math.round(performance.now() - t0);
  const outcomes = await load.stop();
  await Promise.all(ended);
  const count = (kind) => outcomes.filter((outcome) => outcome.kind === kind).length;
  const own = server
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"msg":"shut down"'))
    .map((line) => JSON.parse(line).durationMs)[0];
  const report = {
    concurrency,
    streams,
    shutdownMs,
    serverReportedMs: own ?? null,
    exitCode: code,
    acknowledged: count('acknowledged'),
    refused: count('refused'),
    cut: count('cut'),
    otherStatus: count('answered'),
  };
  log(
    `SIGTERM under load (${concurrency} posting clients, ${streams} event streams): exit ${code} after ${shutdownMs} ms (server: ${own} ms); ${report.acknowledged} posts acknowledged, ${report.refused} refused, ${report.cut} cut, ${report.otherStatus} other answers`,
  );
  if (args.json) console.log(JSON.stringify(report));
} finally {
  await server.stop('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
