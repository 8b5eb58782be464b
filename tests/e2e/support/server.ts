import type { ChildProcess } from 'node:child_process';
import { spawnServer } from '../../../packages/server/test-support/spawn-server.mjs';

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
export async function startServer(
  env: Record<string, string> = {},
  { command = ['packages/server/src/main.ts'], startTimeoutMs = 90_000 }: StartOptions = {},
): Promise<RunningServer> {
  const server = spawnServer({
    args: command,
    port: 0,
    host: '127.0.0.1',
    tempDataDir: 'zk-e2e-',
    // No SITE_URL: the server answers 127.0.0.1, localhost and [::1] on the port it got.
    env: { SITE_URL: '', ...env },
    startTimeoutMs,
  });
  const url = await server.listening;
  return {
    url,
    dataDir: server.dataDir!,
    process: server.child,
    output: server.output,
    printed: async (pattern) => {
      await server.printed(pattern);
    },
    // Once stopped, stopping again resolves at once (a test that stops a server early still stops all in its `finally`).
    stop: async () => {
      await server.stop();
    },
  };
}
