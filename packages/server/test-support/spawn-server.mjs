import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
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
 * `stdoutFile`: the server writes its log straight to that file, as it writes to the journal when
 * deployed, rather than into a pipe this process must drain (a load test would measure the drain);
 * the file is read only until the listening line, and `stdout()` holds no more than that.
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
  stdoutFile,
} = {}) {
  const dir = tempDataDir === undefined ? dataDir : mkdtempSync(join(tmpdir(), tempDataDir));
  const logFd = stdoutFile === undefined ? 'pipe' : openSync(stdoutFile, 'w');
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...baseEnv,
      ...(port === undefined ? {} : { PORT: String(port) }),
      ...(host === undefined ? {} : { HOST: host }),
      ...(dir === undefined ? {} : { DATA_DIR: dir }),
      ...env,
    },
    stdio: ['ignore', logFd, stderr],
  });
  if (typeof logFd === 'number') closeSync(logFd);
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
  /** With `stdoutFile`: what the file has gained, read every 20 ms until the listening line (or the exit). */
  function pollLogFile() {
    const take = () => {
      const text = readFileSync(stdoutFile, 'utf8');
      output += text.slice(stdout.length);
      stdout = text;
      settle();
    };
    const timer = setInterval(() => {
      take();
      if (url !== undefined) clearInterval(timer);
    }, 20);
    child.once('exit', () => {
      clearInterval(timer);
      if (url === undefined) take();
    });
  }
  if (child.stdout) read(child.stdout, (chunk) => (stdout += chunk));
  else pollLogFile();
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
