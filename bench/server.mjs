// Starts the real server on a free port with a throwaway data directory, for the bench.
import { spawnServer } from '../packages/server/test-support/spawn-server.mjs';

const mainEntry = 'packages/server/src/main.ts';

/** `stderr`: 'inherit' (the server's log on the console) or 'ignore' (a load test whose security log would drown the output). */
export async function startServer(env = {}, entry = mainEntry, { stderr = 'inherit' } = {}) {
  // Node strips this checkout's types itself; another entry (`--compare`, a copy of an earlier release)
  // may predate erasable-only syntax, so it goes through tsx.
  const loader = entry === mainEntry ? [] : ['--import', 'tsx'];
  // Until the address is known; after it the log (a line per request) is read and dropped.
  const server = spawnServer({
    args: [...loader, entry],
    port: 0,
    host: '127.0.0.1',
    tempDataDir: 'zk-bench-',
    env,
    stderr,
    keepOutput: false,
  });
  const url = await server.listening;
  return {
    url,
    dataDir: server.dataDir,
    pid: server.child.pid,
    stop: async () => {
      await server.stop();
    },
  };
}
