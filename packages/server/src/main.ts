import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type ServerConfig } from '@zk/config';
import { createApp } from './app.ts';
import { SeedPasswordError, seedMessage, seedOperator } from './auth/seed-operator.ts';
import { openDatabase, SchemaTooNewError } from './db/database.ts';
import { operatorsStore } from './db/engine/operators-store.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';
import { legalIdentityCheck, smtpUnsetWarning } from './legal-identity.ts';
import { acquireDataDirLock } from './ops/data-dir-lock.ts';
import { createLogger } from './ops/logger.ts';
import { gracefulShutdown, keepAliveTimeoutMs } from './ops/shutdown.ts';
import { LinkKeyMissingError, loadLinkKey } from './subscription/link-key.ts';

// Until the configuration is read (its errors are logged too), then at its LOG_LEVEL.
let logger = createLogger();

function refuse(message: string): never {
  logger.fatal(message);
  process.exit(1);
}

function loadOrExit(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message);
    throw error;
  }
}

/** Issue 44 is under way: the PostgreSQL schema exists, but the server still keeps leads and the outbox in SQLite. */
const postgresNotServedYet =
  'DATABASE_URL is set, but this release still serves from SQLite only: leads, the outbox, mail and subscriptions ' +
  'have not moved to PostgreSQL yet, and serving from SQLite while DATABASE_URL names another store would split the data. ' +
  'Unset DATABASE_URL to serve from SQLite in DATA_DIR. `npm run admin -- migrate` already prepares the PostgreSQL schema.';

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const config = loadOrExit();
logger = createLogger(config.logLevel);
if (config.databaseUrl) refuse(postgresNotServedYet);
const legal = legalIdentityCheck(process.env);
if (legal.error) refuse(legal.error);
for (const warning of legal.warnings) logger.warn(warning.message);
const lock =
  acquireDataDirLock(config.dataDir) ?? refuse(`${config.dataDir} is in use by another server or a restore (npm run admin -- restore)`);
const db = (() => {
  try {
    return openDatabase(config.dataDir);
  } catch (error) {
    // A database from a newer release (a rollback too far) or a failed migration: say so and stop.
    return refuse(
      error instanceof SchemaTooNewError
        ? error.message
        : `Cannot open the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
})();
try {
  loadLinkKey(db, config.dataDir);
} catch (error) {
  // Links issued under a key this database does not have: a new one would break every unsubscribe link.
  if (error instanceof LinkKeyMissingError) refuse(error.message);
  throw error;
}
const seeded = await seedOperator(operatorsStore(sqliteEngine(db), Date.now), config).catch((error: unknown) => {
  if (!(error instanceof SeedPasswordError)) throw error;
  refuse(error.message);
});
const seedNote = seedMessage(seeded);
if (seedNote) logger.info(seedNote);
const configurationWarnings = [...legal.warnings, ...(config.mail?.smtpUrl ? [] : [smtpUnsetWarning])];
const server = await createApp(config, { db, logger, configurationWarnings });
logger.info({ build: server.siteBuild().id }, `Serving site build ${server.siteBuild().id}`);
if (!config.mail?.smtpUrl)
  logger.info('Mail: SMTP_URL is not set, so e-mails are composed and kept, never sent: read them in the admin (Mail log, GET /api/mail).');

const http = createServer({ keepAliveTimeout: keepAliveTimeoutMs }, server.listener).listen(config.port, config.host, () => {
  const url = `http://${urlHost(config.host)}:${(http.address() as AddressInfo).port}`;
  logger.info({ url }, `Listening on ${url}`);
});

const shutdown = gracefulShutdown({ http, app: server, db, logger, release: () => lock.release() });
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// SIGHUP: serve the build STATIC_DIR names now (after `npm run build` switched it), without a restart.
process.on('SIGHUP', () => {
  server.reloadSite().then(
    (build) => logger.info({ build: build.id }, `SIGHUP: serving site build ${build.id}`),
    (error: unknown) => logger.error(`SIGHUP: the new site build did not load, still serving ${server.siteBuild().id}: ${String(error)}`),
  );
});
