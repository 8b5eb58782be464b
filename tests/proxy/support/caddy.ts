import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../e2e/support/server';

const root = resolve(import.meta.dirname, '../../..');
export const caddyBinary = process.env.CADDY_PATH ?? '/usr/bin/caddy';

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header lines as sent, names lower-cased, to count repeats. */
  rawHeaders: Array<[string, string]>;
  body: Buffer;
}

export interface ProxiedSite {
  /** `https://localhost:PORT`: Caddy, with its locally issued certificate. */
  url: string;
  port: number;
  server: RunningServer;
  /** Caddy's local root certificate (PEM), for clients that check the certificate. */
  rootCertificate: string;
  /** One HTTPS request through Caddy, from `localAddress` (a loopback address) when given; the body as received (not decoded). */
  fetchRaw(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string },
  ): Promise<RawAnswer>;
  stop(): Promise<void>;
}

/** Caddy running `deploy/zk-site.caddy` on this machine, with its locally issued certificate. */
export interface RunningCaddy {
  /** `https://localhost:PORT`. */
  url: string;
  port: number;
  /** Caddy's local root certificate (PEM), for clients that check the certificate. */
  rootCertificate: string;
  fetchRaw: ProxiedSite['fetchRaw'];
  /** The end of what Caddy logged (JSON lines on stderr), for a failing test's message. */
  log(): string;
  stop(): Promise<void>;
}

/** A response read whole, its headers also as sent (name lower-cased, value as is, in order). */
export function rawAnswer(res: IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolveAnswer, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => {
      const rawHeaders: Array<[string, string]> = [];
      for (let i = 0; i < res.rawHeaders.length; i += 2) rawHeaders.push([res.rawHeaders[i]!.toLowerCase(), res.rawHeaders[i + 1]!]);
      resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders, body: Buffer.concat(chunks) });
    });
    res.on('error', reject);
  });
}

/** A free port and the `https://localhost:PORT` address Caddy will serve there (the servers' SITE_URL). */
export async function caddyAddress(): Promise<{ port: number; url: string }> {
  const port = await freePort();
  return { port, url: `https://localhost:${port}` };
}

/**
 * Caddy running `deploy/zk-site.caddy` unchanged in front of `upstreams` (`host:port` each), with
 * test-only global options (no admin endpoint, a local CA that is not installed anywhere, storage in a
 * temporary directory). Resolves once a request through Caddy is answered.
 */
export async function startCaddy({ port, url }: { port: number; url: string }, upstreams: readonly string[]): Promise<RunningCaddy> {
  const httpPort = await freePort();
  const work = mkdtempSync(join(tmpdir(), 'zk-caddy-'));
  const config = join(work, 'Caddyfile');
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      '\tskip_install_trust',
      '\tlocal_certs',
      `\tstorage file_system ${join(work, 'storage')}`,
      '\tauto_https disable_redirects',
      `\thttp_port ${httpPort}`,
      `\timport ${join(root, 'deploy/zk-logging.caddy')}`,
      '}',
      `import ${join(root, 'deploy/zk-site.caddy')}`,
      '',
    ].join('\n'),
  );
  const caddy: ChildProcess = spawn(caddyBinary, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: work, XDG_DATA_HOME: work, XDG_CONFIG_HOME: work, ZK_SITE_ADDRESS: url, ZK_UPSTREAM: upstreams.join(' ') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let caddyLog = '';
  caddy.stderr!.setEncoding('utf8').on('data', (chunk: string) => (caddyLog = (caddyLog + chunk).slice(-20_000)));
  const exited = once(caddy, 'exit');

  const rootFile = join(work, 'storage/pki/authorities/local/root.crt');
  const fetchRaw: ProxiedSite['fetchRaw'] = (path, init = {}) =>
    new Promise((resolvePromise, reject) => {
      const req = request(
        {
          host: init.localAddress ?? '127.0.0.1',
          port,
          path,
          method: init.method ?? 'GET',
          servername: 'localhost',
          ca: readFileSync(rootFile, 'utf8'),
          localAddress: init.localAddress,
          agent: false,
          headers: { Host: `localhost:${port}`, ...init.headers },
        },
        (res) => rawAnswer(res).then(resolvePromise, reject),
      );
      req.on('error', reject);
      req.end(init.body);
    });

  const stop = async () => {
    if (caddy.exitCode === null) caddy.kill('SIGTERM');
    await exited;
    rmSync(work, { recursive: true, force: true });
  };

  // Caddy issues the certificate on its first start: wait until a request through it is answered.
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited with ${caddy.exitCode}:\n${caddyLog}`);
    const answer = await fetchRaw('/healthz').catch(() => null);
    if (answer?.status === 200) break;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return { url, port, rootCertificate: readFileSync(rootFile, 'utf8'), fetchRaw, log: () => caddyLog, stop };
}

/**
 * The production topology on this machine: the built site on the real server (`TRUST_PROXY=true`, an
 * https `SITE_URL`), behind Caddy (`startCaddy`).
 */
export async function startProxiedSite(env: Record<string, string> = {}): Promise<ProxiedSite> {
  const address = await caddyAddress();
  const server = await startServer({ SITE_URL: address.url, TRUST_PROXY: 'true', ...env });
  const caddy = await startCaddy(address, [new URL(server.url).host]);
  return {
    ...caddy,
    server,
    stop: async () => {
      await caddy.stop();
      await server.stop();
    },
  };
}
