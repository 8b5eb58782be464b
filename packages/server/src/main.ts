import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, maskDatabaseUrl, type ServerConfig } from '@zk/config';
import { createApp } from './app.ts';
import { SeedPasswordError, seedMessage, seedOperator } from './auth/seed-operator.ts';
import { openDatabase, SchemaTooNewError, type Db } from './db/database.ts';
import { openEngine, type Engine } from './db/engine/engine.ts';
import { operatorsStore } from './db/engine/operators-store.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';
import { legalIdentityCheck, smtpUnsetWarning } from './legal-identity.ts';
import { backupWarnings } from './ops/backup-warning.ts';
import { acquireDataDirLock } from './ops/data-dir-lock.ts';
import { createLogger } from './ops/logger.ts';
import { gracefulShutdown, keepAliveTimeoutMs } from './ops/shutdown.ts';
import { LinkKeyMissingError } from './subscription/link-key.ts';

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

function urlHost(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

const config = loadOrExit();
logger = createLogger(config.logLevel);
const legal = legalIdentityCheck(process.env);
if (legal.error) refuse(legal.error);
for (const warning of legal.warnings) logger.warn(warning.message);
const lock =
  acquireDataDirLock(config.dataDir) ?? refuse(`${config.dataDir} is in use by another server or a restore (npm run admin -- restore)`);

/** SQLite in DATA_DIR, or PostgreSQL at DATABASE_URL: a newer schema (a rollback too far), a failed migration or no server refuses the start. */
async function openStore(): Promise<{ db?: Db; engine: Engine }> {
  try {
    if (!config.databaseUrl) {
      const db = openDatabase(config.dataDir);
      return { db, engine: sqliteEngine(db) };
    }
    const engine = await openEngine(
      { databaseUrl: config.databaseUrl },
      { onConnectionError: (error) => logger.warn(`PostgreSQL connection lost (the pool opens another): ${error.message}`) },
    );
    return { engine };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return refuse(error instanceof SchemaTooNewError || message.startsWith('Cannot') ? message : `Cannot open the database: ${message}`);
  }
}
const { db, engine } = await openStore();
const seeded = await seedOperator(operatorsStore(engine, Date.now), config).catch((error: unknown) => {
  if (!(error instanceof SeedPasswordError)) throw error;
  refuse(error.message);
});
const seedNote = seedMessage(seeded);
if (seedNote) logger.info(seedNote);
const configurationWarnings = [...legal.warnings, ...(config.mail?.smtpUrl ? [] : [smtpUnsetWarning]), ...backupWarnings(config)];
for (const warning of backupWarnings(config)) logger.warn(warning.message);
// Links issued under a key this database does not have: a new one would break every unsubscribe link.
const server = await createApp(config, { db, engine, logger, configurationWarnings }).catch((error: unknown) => {
  if (error instanceof LinkKeyMissingError) refuse(error.message);
  throw error;
});
logger.info({ build: server.siteBuild().id }, `Serving site build ${server.siteBuild().id}`);
if (config.databaseUrl) logger.info(`Data: PostgreSQL (${maskDatabaseUrl(config.databaseUrl)})`);
if (!config.mail?.smtpUrl)
  logger.info('Mail: SMTP_URL is not set, so e-mails are composed and kept, never sent: read them in the admin (Mail log, GET /api/mail).');

const http = createServer({ keepAliveTimeout: keepAliveTimeoutMs }, server.listener).listen(config.port, config.host, () => {
  const url = `http://${urlHost(config.host)}:${(http.address() as AddressInfo).port}`;
  logger.info({ url }, `Listening on ${url}`);
});

const shutdown = gracefulShutdown({ http, app: server, db, engine: db ? undefined : engine, logger, release: () => lock.release() });
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// SIGHUP: serve the build STATIC_DIR names now (after `npm run build` switched it), without a restart.
process.on('SIGHUP', () => {
  server.reloadSite().then(
    (build) => logger.info({ build: build.id }, `SIGHUP: serving site build ${build.id}`),
    (error: unknown) => logger.error(`SIGHUP: the new site build did not load, still serving ${server.siteBuild().id}: ${String(error)}`),
  );
});
