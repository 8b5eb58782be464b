import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The checkout's root: the working directory of a spawned server unless told otherwise. */
export const repoRoot = resolve(import.meta.dirname, '../../..');
/** The server's entry, run by Node itself (it strips the types), as the systemd unit in deploy/ runs it. */
export const serverMain = join(repoRoot, 'packages/server/src/main.ts');

const listeningLine = /Listening on (http:\/\/[^\s"]+)/;

/**
 * One server process (`node main.ts`, or another script), for tests, e2e and the bench. The
 * environment is `baseEnv` (default: this process's), then PORT, HOST and DATA_DIR when given, then
 * `env`. `tempDataDir` makes a fresh data directory, removed once the process is stopped.
 */
export function spawnServer({
  args = [serverMain],
  cwd = repoRoot,
  baseEnv = process.env,
  env = {},
  port,
  host,
  dataDir,
  tempDataDir,
  stderr = 'pipe',
  keepOutput = true,
  startTimeoutMs = null,
} = {}) {
  const dir = tempDataDir === undefined ? dataDir : mkdtempSync(join(tmpdir(), tempDataDir));
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...baseEnv,
      ...(port === undefined ? {} : { PORT: String(port) }),
      ...(host === undefined ? {} : { HOST: host }),
      ...(dir === undefined ? {} : { DATA_DIR: dir }),
      ...env,
    },
    stdio: ['ignore', 'pipe', stderr],
  });
  let stdout = '';
  let errors = '';
  let output = '';
  let url;
  const waiters = new Set();
  const settle = () => {
    for (const waiter of waiters) waiter();
  };
  const read = (stream, append) =>
    stream.setEncoding('utf8').on('data', (chunk) => {
      if (!keepOutput && url !== undefined) return;
      append(chunk);
      output += chunk;
      settle();
    });
  read(child.stdout, (chunk) => (stdout += chunk));
  if (child.stderr) read(child.stderr, (chunk) => (errors += chunk));

  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  child.once('exit', settle);

  /** Resolves once stdout has a line matching `pattern` (its match); rejects if the process exits first. */
  const printed = (pattern, stream = () => output) =>
    new Promise((done, fail) => {
      const check = () => {
        const match = pattern.exec(stream());
        if (match) {
          waiters.delete(check);
          done(match);
        } else if (!running()) {
          waiters.delete(check);
          fail(new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${output}`));
        }
      };
      waiters.add(check);
      check();
    });

  const listening = new Promise((done, fail) => {
    const timer =
      startTimeoutMs === null
        ? undefined
        : setTimeout(() => fail(new Error(`server did not start in ${startTimeoutMs} ms: ${output}`)), startTimeoutMs);
    printed(listeningLine, () => stdout)
      .then(([, address]) => {
        url = address;
        done(address);
      }, fail)
      .finally(() => clearTimeout(timer));
  });
  // A caller that expects the process to fail awaits `listening` itself; never leave it unhandled.
  listening.catch(() => {});

  let removed = false;
  const removeTempData = () => {
    if (tempDataDir === undefined || removed) return;
    removed = true;
    rmSync(dir, { recursive: true, force: true });
  };

  return {
    child,
    dataDir: dir,
    listening,
    exited,
    printed,
    output: () => output,
    stdout: () => stdout,
    stderr: () => errors,
    log: () =>
      stdout
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line)),
    /** Sends `signal` (SIGTERM by default) if the process still runs; resolves with how it exited. Stopping twice is harmless. */
    async stop(signal = 'SIGTERM') {
      if (running()) child.kill(signal);
      const result = await exited;
      removeTempData();
      return result;
    },
  };
}
