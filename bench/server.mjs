// Starts the real server on a free port with a throwaway data directory, for the bench.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../packages/server/test-support/spawn-server.mjs';

const mainEntry = 'packages/server/src/main.ts';

/**
 * `stderr`: 'inherit' (the server's log on the console) or 'ignore' (a load test whose security log
 * would drown the output). The server writes its log (a line per request) to a file, as it writes to
 * its journal when deployed: read through a pipe, the bench process would compete with the server for
 * the CPU and hold up its writes, and a load test would measure that.
 */
export async function startServer(env = {}, entry = mainEntry, { stderr = 'inherit' } = {}) {
  // Node strips this checkout's types itself; another entry (`--compare`, a copy of an earlier release)
  // may predate erasable-only syntax, so it goes through tsx.
  const loader = entry === mainEntry ? [] : ['--import', 'tsx'];
  const logDir = mkdtempSync(join(tmpdir(), 'zk-bench-log-'));
  const server = spawnServer({
    args: [...loader, entry],
    port: 0,
    host: '127.0.0.1',
    tempDataDir: 'zk-bench-',
    env,
    stderr,
    keepOutput: false,
    stdoutFile: join(logDir, 'server.log'),
  });
  try {
    const url = await server.listening;
    return {
      url,
      dataDir: server.dataDir,
      pid: server.child.pid,
      stop: async () => {
        await server.stop();
        rmSync(logDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(logDir, { recursive: true, force: true });
    throw error;
  }
}
