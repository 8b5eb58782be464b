import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

/**
 * Starts the real server (`packages/server/src/main.ts`) on a free port with a fresh SQLite file
 * in a temporary data directory, and resolves once it prints the address it listens on.
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'zk-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    // No SITE_URL: the server answers 127.0.0.1, localhost and [::1] on the port it got.
    env: { ...process.env, SITE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    // Only a guard against a server that never starts: a loaded 2-core machine can take a while.
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output}`)), 90_000);
    // Until the address is known; after it the log (a line per request) is read and dropped.
    let found = false;
    const onData = (chunk: Buffer) => {
      if (found) return;
      output += chunk.toString();
      const match = output.match(/Listening on (http:\/\/[^\s"]+)/);
      if (!match) return;
      found = true;
      clearTimeout(timer);
      resolvePromise({
        url: match[1]!,
        dataDir,
        process: child,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => {
              rmSync(dataDir, { recursive: true, force: true });
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Server exited with ${code}:\n${output}`)));
  });
}
