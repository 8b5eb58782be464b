import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** Resolves once the process has printed something matching `pattern`. */
  printed: (pattern: RegExp) => Promise<void>;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

export interface StartOptions {
  /** What Node runs: the server itself by default; `['scripts/start.mjs']` for `npm start` (build if stale, then serve). */
  command?: string[];
  /** A guard against a server that never starts (a loaded 2-core machine can take a while); `null`: none, the test's timeout is the ceiling. */
  startTimeoutMs?: number | null;
}

/**
 * Starts the real server (`packages/server/src/main.ts`) on a free port with a fresh SQLite file
 * in a temporary data directory, and resolves once it prints the address it listens on.
 */
export function startServer(
  env: Record<string, string> = {},
  { command = ['packages/server/src/main.ts'], startTimeoutMs = 90_000 }: StartOptions = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-e2e-'));
  const child = spawn(process.execPath, command, {
    cwd: root,
    // No SITE_URL: the server answers 127.0.0.1, localhost and [::1] on the port it got.
    env: { ...process.env, SITE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolvePrinted) => (pattern.test(output) ? resolvePrinted() : waiters.push({ pattern, resolve: resolvePrinted })));
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => w.pattern.test(output))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolvePromise, reject) => {
    const timer =
      startTimeoutMs === null ? undefined : setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), startTimeoutMs);
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
    // The log is JSON lines: the address ends at the closing quote of its message.
    void printed(/Listening on http:\/\/[^\s"]+/).then(() => {
      clearTimeout(timer);
      resolvePromise({
        url: /Listening on (http:\/\/[^\s"]+)/.exec(output)![1]!,
        dataDir,
        process: child,
        output: () => output,
        printed,
        // Once stopped, stopping again resolves at once (a test that stops a server early still stops all in its `finally`).
        stop: () =>
          new Promise<void>((done) => {
            const removeData = () => {
              rmSync(dataDir, { recursive: true, force: true });
              done();
            };
            if (child.exitCode !== null || child.signalCode !== null) return removeData();
            child.once('exit', removeData);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
