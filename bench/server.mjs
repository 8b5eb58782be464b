// Starts the real server on a free port with a throwaway data directory, for the bench.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mainEntry = 'packages/server/src/main.ts';

/** `stderr`: 'inherit' (the server's log on the console) or 'ignore' (a load test whose security log would drown the output). */
export function startServer(env = {}, entry = mainEntry, { stderr = 'inherit' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-bench-'));
  // Node strips this checkout's types itself; another entry (`--compare`, a copy of an earlier release)
  // may predate erasable-only syntax, so it goes through tsx.
  const loader = entry === mainEntry ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, entry], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    // Until the address is known; after it the log (a line per request) is read and dropped.
    let found = false;
    child.stdout.on('data', (chunk) => {
      if (found) return;
      output += chunk;
      const match = output.match(/Listening on (http:\/\/[^\s"]+)/);
      found = Boolean(match);
      if (match)
        resolvePromise({
          url: match[1],
          dataDir,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true });
                done();
              });
              child.kill('SIGTERM');
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}
