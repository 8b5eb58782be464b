import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { SeedPasswordError, seedMessage, seedOperator } from './auth/seed-operator.ts';
import { openDatabase } from './db/database.ts';
import { operatorsRepo } from './db/operators-repo.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { legalIdentityCheck } from './legal-identity.ts';
import { acquireDataDirLock } from './ops/data-dir-lock.ts';
import { createLogger } from './ops/logger.ts';
import { gracefulShutdown } from './ops/shutdown.ts';

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
for (const warning of legal.warnings) logger.warn(warning);
const lock = acquireDataDirLock(config.dataDir) ?? refuse(`${config.dataDir} is in use by another server or a restore (npm run admin -- restore)`);
const db = openDatabase(config.dataDir);
const seeded = await seedOperator(operatorsRepo(db, Date.now), config).catch((error: unknown) => {
  if (!(error instanceof SeedPasswordError)) throw error;
  refuse(error.message);
});
const seedNote = seedMessage(seeded);
if (seedNote) logger.info(seedNote);
const server = createApp(config, { db, logger });

const http = createServer(server.listener).listen(config.port, config.host, () => {
  const url = `http://${urlHost(config.host)}:${(http.address() as AddressInfo).port}`;
  logger.info({ url }, `Listening on ${url}`);
});

const shutdown = gracefulShutdown({ http, app: server, db, logger, release: () => lock.release() });
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
