// wrk (Debian's package), the load generator of bench/static-serving.mjs: its command line and its output.
import { spawn } from 'node:child_process';

/** wrk's duration as it prints one (`812.00us`, `1.31ms`, `2.00s`), in ms. */
export function wrkMs(text) {
  const [, value, unit] = /^([\d.]+)(us|ms|s|m)$/.exec(text) ?? [];
  if (value === undefined) throw new Error(`Not a wrk duration: ${text}`);
  return Number(value) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
}

const bytesUnits = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** The figures of one `wrk --latency` run from its output. */
export function parseWrk(output) {
  const requests = /(\d+) requests in ([\d.]+)(\w+), ([\d.]+)(\w?B) read/.exec(output);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const p99 = /^\s+99(?:\.000)?%\s+(\S+)/m.exec(output);
  if (!requests || !rate || !p99) throw new Error(`Unexpected wrk output:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    requests: Number(requests[1]),
    requestsPerSecond: Number(rate[1]),
    p99Ms: Number(wrkMs(p99[1]).toFixed(2)),
    bytesPerRequest: Math.round((Number(requests[4]) * bytesUnits[requests[5]]) / Number(requests[1])),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

/**
 * The wrk command line of one round (what the report prints, for an independent run to repeat): one thread,
 * latency percentiles, gzip only (Debian's nginx has no brotli module, so both servers send the build's .gz file).
 */
export const wrkArgs = (url, seconds, connections) => [
  '-t1',
  `-c${connections}`,
  `-d${seconds}s`,
  '--latency',
  '-H',
  'Accept-Encoding: gzip',
  url,
];

export function runWrk(wrk, args) {
  return new Promise((done, fail) => {
    const child = spawn(wrk, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done(output) : fail(new Error(`wrk exited with ${code}:\n${output}`))));
  });
}
