import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startSmtpCatcher, type TestSmtp } from '../../../packages/server/test-support/smtp-catcher';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { startPgCluster, type PgCluster } from '../../rls/pg-cluster';
import { caddyAddress, rawAnswer, startCaddy, type RawAnswer, type RunningCaddy } from './caddy';

export const clusterOperator = { email: 'operator@zk.test', password: 'cluster-operator-password' };

export interface RunningCluster {
  caddy: RunningCaddy;
  /** The servers behind Caddy, in the order of `ZK_UPSTREAM`; `restart` replaces one. */
  servers: RunningServer[];
  databaseUrl: string;
  smtp: TestSmtp;
  /** One HTTP request straight to a server, as Caddy sends it (the site's Host), past the proxy. */
  direct(
    server: RunningServer,
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<RawAnswer>;
  /** Starts server `index` again on the same port and database, as systemd's `Restart=` would. */
  restart(index: number): Promise<RunningServer>;
  /** A query on the shared database. */
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

/**
 * The shared-database topology of issue 44 on this machine: one throwaway PostgreSQL, `count` servers
 * (the built site, each its own DATA_DIR, kept across a restart as on a real machine) on one
 * `DATABASE_URL`, an in-process SMTP server for their mail, and Caddy running `deploy/zk-site.caddy`
 * with every server as an upstream.
 */
export async function startCluster(count = 2, env: Record<string, string> = {}): Promise<RunningCluster> {
  const postgres: PgCluster = await startPgCluster();
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE zk');
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/zk');
  const data = new pg.Client({ connectionString: databaseUrl });
  await data.connect();
  const smtp = await startSmtpCatcher();
  const address = await caddyAddress();
  const serverEnv = {
    SITE_URL: address.url,
    TRUST_PROXY: 'true',
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: clusterOperator.email,
    ADMIN_PASSWORD: clusterOperator.password,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'ZK Automations <hello@zk.example>',
    FORM_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  };
  const dataDirs = Array.from({ length: count }, () => mkdtempSync(join(tmpdir(), 'zk-cluster-')));
  const servers: RunningServer[] = [];
  // One after the other: the first brings the schema up to date, the others find it so.
  for (const dataDir of dataDirs) servers.push(await startServer({ ...serverEnv, DATA_DIR: dataDir }));
  const caddy = await startCaddy(
    address,
    servers.map((server) => new URL(server.url).host),
  );

  const direct: RunningCluster['direct'] = (server, path, init = {}) =>
    new Promise((resolve, reject) => {
      const target = new URL(server.url);
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path,
          method: init.method ?? 'GET',
          agent: false,
          headers: { Host: `localhost:${address.port}`, ...init.headers },
        },
        (res) => rawAnswer(res).then(resolve, reject),
      );
      req.on('error', reject);
      req.end(init.body);
    });

  return {
    caddy,
    servers,
    databaseUrl,
    smtp,
    direct,
    async restart(index) {
      const port = new URL(servers[index]!.url).port;
      await servers[index]!.stop();
      servers[index] = await startServer({ ...serverEnv, DATA_DIR: dataDirs[index]!, PORT: port });
      return servers[index]!;
    },
    async query(text, values) {
      return (await data.query(text, values)).rows;
    },
    async stop() {
      await caddy.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await smtp.close();
      await data.end();
      await admin.end();
      postgres.stop();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
