import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's PostgreSQL 15 (`apt-get install postgresql-15`). */
export const pgBinDir = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  port: number;
  /** Connection string for the superuser `postgres` over TCP (trust authentication). */
  url: string;
  /** Stops the server as an outage does (connections cut, none accepted), keeping its data. */
  pause(): void;
  /** Starts it again on the same port and data after `pause`. */
  resume(): void;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function asPostgres(command: string, args: string[]): void {
  // PostgreSQL refuses to run as root; tests usually run as root in CI containers.
  const argv = process.getuid?.() === 0 ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);
  const result = spawnSync(argv[0], argv[1], { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed (${result.status ?? result.signal}): ${result.stderr || result.stdout || String(result.error)}`);
  }
}

/**
 * Starts a throwaway PostgreSQL cluster in a temporary directory (owned by the `postgres` user when
 * running as root), listening on 127.0.0.1 and a free port, with trust authentication and, unless
 * `durable`, no fsync.
 */
export async function startPgCluster({ durable = false }: { durable?: boolean } = {}): Promise<PgCluster> {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(join(pgBinDir, tool))) {
      throw new Error(
        `PostgreSQL binaries not found in ${pgBinDir} (${tool}). Install them with ` +
          '`apt-get install -y postgresql-15` (Debian), or set PG_BIN_DIR to the directory holding initdb and pg_ctl.',
      );
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'zk-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = join(dir, 'data');
  const port = await freePort();
  asPostgres(join(pgBinDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  // Tests trade durability for speed; the bench (`durable`) runs PostgreSQL as deployed: every commit flushed.
  const unsafe = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${unsafe}`;
  const start = () =>
    asPostgres(join(pgBinDir, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  start();
  let stopped = false;
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => asPostgres(join(pgBinDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asPostgres(join(pgBinDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
