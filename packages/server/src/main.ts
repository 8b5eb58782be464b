import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { SeedPasswordError, seedMessage, seedOperator } from './auth/seed-operator.ts';
import { openDatabase, SchemaTooNewError } from './db/database.ts';
import { operatorsRepo } from './db/operators-repo.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { legalIdentityWarning } from './legal-identity.ts';

const shutdownGraceMs = 10_000;

function loadOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const config = loadOrExit();
const legalWarning = legalIdentityWarning(process.env);
if (legalWarning) console.warn(legalWarning);
const db = (() => {
  try {
    return openDatabase(config.dataDir);
  } catch (error) {
    // A database from a newer release (a rollback too far) or a failed migration: say so and stop.
    console.error(error instanceof SchemaTooNewError ? error.message : `Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
})();
const seeded = await seedOperator(operatorsRepo(db, Date.now), config).catch((error: unknown) => {
  if (!(error instanceof SeedPasswordError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const seedNote = seedMessage(seeded);
if (seedNote) console.log(seedNote);
const server = createApp(config, { db });
console.log(`Serving site build ${server.siteBuild().id}`);

const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
  console.log(`Listening on http://${urlHost(config.host)}:${info.port}`);
}) as Server;

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.error(`${signal} received, shutting down`);
  const force = setTimeout(() => {
    console.error('Shutdown grace period over, closing remaining connections');
    http.closeAllConnections();
  }, shutdownGraceMs);
  force.unref();
  // Keep-alive connections become idle once their in-flight request is answered: close them then.
  const reapIdle = setInterval(() => http.closeIdleConnections(), 50);
  http.close((error) => {
    clearInterval(reapIdle);
    clearTimeout(force);
    // A forward in flight is recorded before the database closes (else it would be sent again).
    const forwardingStopped = new Promise<void>((resolve) => setTimeout(resolve, shutdownGraceMs).unref());
    void Promise.race([server.stopForwarding(), forwardingStopped]).finally(() => {
      server.close();
      db.close();
      if (error) console.error(error);
      process.exit(error ? 1 : 0);
    });
  });
  server.endStreams();
  http.closeIdleConnections();
}

process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// SIGHUP: serve the build STATIC_DIR names now (after `npm run build` switched it), without a restart.
process.on('SIGHUP', () => {
  server.reloadSite().then(
    (build) => console.log(`SIGHUP: serving site build ${build.id}`),
    (error: unknown) => console.error(`SIGHUP: the new site build did not load, still serving ${server.siteBuild().id}: ${String(error)}`),
  );
});
