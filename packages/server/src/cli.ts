import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline/promises';
import { ConfigError, loadConfig } from '@zk/config';
import { jsonLines, securityLog } from './audit/security-log.ts';
import { hashPassword, type ScryptParams } from './auth/password.ts';
import { passwordProblem, passwordProblemMessages } from './auth/password-policy.ts';
import type { CliIo } from './cli-io.ts';
import { openDatabase } from './db/database.ts';
import { copyToPostgresCommand, copyUsage } from './db/engine/copy-command.ts';
import { migrateUsage, runMigrateCommand } from './db/migrate-command.ts';
import { SchemaTooNewError } from './db/schema-migrations.ts';
import { factorsStore } from './db/engine/factors-store.ts';
import { operatorsStore } from './db/engine/operators-store.ts';
import { openEngine, type Engine } from './db/engine/engine.ts';
import { backupCommand } from './ops/backup-cli.ts';
import { acquireDataDirLock } from './ops/data-dir-lock.ts';
import { replaceLinkKey } from './subscription/link-key.ts';
import { sqliteEngine } from './db/engine/sqlite-engine.ts';

const usage = `Usage: npm run admin -- <command>
  create <email>           create an operator account (password from ADMIN_PASSWORD or a prompt)
  reset-password <email>   set a new password and end the account's sessions
  reset-mfa <email>        remove the account's second factors, passkeys and recovery codes (it lost them all)
  list                     list operator accounts
  backup <file>            write an online backup of the database (also while the server runs)
  restore <file> [--pending keep|drop]
                           replace the database with a backup (only while no server runs on DATA_DIR); the
                           deliveries waiting in the backup are sent again at start (keep, the default) or held
                           back as failed items for the operator to review (drop)
  new-link-key             make a new key for the e-mails' links when it is lost (only while no server runs)
${migrateUsage}
${copyUsage}`;

const emailPattern = /^[^\s@]+@[^\s@]+$/;

async function newPassword(io: CliIo, email: string): Promise<string> {
  const fromEnv = io.env.ADMIN_PASSWORD;
  const password = fromEnv !== undefined && fromEnv !== '' ? fromEnv : await io.askPassword('New password: ');
  const problem = passwordProblem(password, { email });
  if (problem) throw new Error(passwordProblemMessages[problem]);
  return password;
}

/** Runs the admin CLI; returns the exit code. */
export async function runCli(args: readonly string[], io: CliIo, params?: ScryptParams): Promise<number> {
  const [command, email, ...rest] = args;
  if (command === 'migrate') return migrateCommand(args.slice(1), io);
  if (command === 'backup' || command === 'restore') return backupCommand(command, args.slice(1), io);
  if (command === undefined || command === 'help' || command === '--help' || rest.length > 0) {
    io.out(usage);
    return command === undefined || rest.length > 0 ? 2 : 0;
  }
  if (command === 'new-link-key') return newLinkKeyCommand(io);
  if (command === 'copy-to-postgres') return copyToPostgresCommand(io);
  let engine: Engine;
  try {
    // Where the server keeps its accounts: PostgreSQL at DATABASE_URL when set, else SQLite in DATA_DIR.
    const { databaseUrl, dataDir } = loadConfig(io.env);
    engine = await openEngine(databaseUrl ? { databaseUrl } : { dataDir });
  } catch (error) {
    // The configuration's and PostgreSQL's messages name the variable; a schema too new says so itself.
    const message = error instanceof Error ? error.message : String(error);
    io.err(
      error instanceof ConfigError || message.startsWith('Cannot') || error instanceof SchemaTooNewError
        ? message
        : `Cannot open the database: ${message}`,
    );
    return 1;
  }
  try {
    const operators = operatorsStore(engine, Date.now);
    switch (command) {
      case 'reset-mfa': {
        if (email === undefined || !emailPattern.test(email)) {
          io.err(`${command} needs an e-mail address\n${usage}`);
          return 2;
        }
        const operator = await operators.findByEmail(email);
        if (!operator) {
          io.err(`No operator account ${email}`);
          return 1;
        }
        const removed = await factorsStore(engine).removeAll(operator.id);
        io.out(
          removed
            ? `Second factors and recovery codes of ${email} removed; it signs in with its password and enrols again`
            : `${email} had no second factor; nothing changed`,
        );
        if (removed)
          securityLog(jsonLines(io.err), Date.now).record('second_factor_removed', { email, outcome: 'success', reason: 'reset' });
        return 0;
      }
      case 'list': {
        const all = await operators.list();
        if (all.length === 0) io.out('No operator accounts');
        for (const operator of all) io.out(`${operator.email}\tcreated ${operator.createdAt}`);
        return 0;
      }
      case 'create':
      case 'reset-password': {
        if (email === undefined || !emailPattern.test(email)) {
          io.err(`${command} needs an e-mail address\n${usage}`);
          return 2;
        }
        const exists = (await operators.findByEmail(email)) !== null;
        if (command === 'create' && exists) {
          io.err(`An operator account ${email} already exists; use reset-password`);
          return 1;
        }
        if (command === 'reset-password' && !exists) {
          io.err(`No operator account ${email}`);
          return 1;
        }
        const hash = await hashPassword(await newPassword(io, email), params);
        if (command === 'create') {
          await operators.create(email, hash);
          io.out(`Created operator account ${email}`);
        } else {
          await operators.setPasswordHash(email, hash);
          io.out(`Password of ${email} changed; its sessions have ended`);
          securityLog(jsonLines(io.err), Date.now).record('password_changed', { email, outcome: 'success' });
        }
        return 0;
      }
      default:
        io.err(`Unknown command: ${command}\n${usage}`);
        return 2;
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await engine.close();
  }
}

const newLinkKeyMade = (entries: number) =>
  `Made a new link key and issued the links of ${entries} waitlist entries again under it: mail sent from now on ` +
  'carries working links; links in mail sent before stop working.';

/**
 * `new-link-key`: a running server keeps the old key in memory, so on SQLite it is refused while one runs;
 * with `DATABASE_URL` no lock can tell, so it says to restart every server.
 */
async function newLinkKeyCommand(io: CliIo): Promise<number> {
  try {
    const { dataDir, databaseUrl } = loadConfig(io.env);
    if (databaseUrl) {
      const engine = await openEngine({ databaseUrl });
      try {
        io.out(`${newLinkKeyMade(await replaceLinkKey(engine))} Restart every server on this database so it signs with the new key.`);
        return 0;
      } finally {
        await engine.close();
      }
    }
    const lock = acquireDataDirLock(dataDir);
    if (!lock) {
      io.err(`A server is running on ${dataDir} (or a restore is): stop it first, then make the new key`);
      return 1;
    }
    try {
      const engine = sqliteEngine(openDatabase(dataDir));
      try {
        io.out(newLinkKeyMade(await replaceLinkKey(engine)));
        return 0;
      } finally {
        await engine.close();
      }
    } finally {
      lock.release();
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function migrateCommand(args: readonly string[], io: CliIo): Promise<number> {
  try {
    const config = loadConfig(io.env);
    if (args.length > 1 || (args.length === 1 && args[0] !== '--status')) {
      io.err(`Unknown option: ${args.join(' ')}\n${migrateUsage}`);
      return 2;
    }
    if (config.databaseUrl) {
      const { runPostgresMigrateCommand } = await import('./db/engine/postgres-migrate-command.ts');
      return await runPostgresMigrateCommand(args, config.databaseUrl, io);
    }
    return runMigrateCommand(args, config.dataDir, io);
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

async function askPassword(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  try {
    if (!process.stdin.isTTY) return await rl.question('');
    const output = process.stderr;
    const write = output.write.bind(output);
    const answer = rl.question(prompt);
    // Hide what is typed: swallow the echo of the answer.
    output.write = ((chunk: string | Uint8Array) =>
      typeof chunk === 'string' && chunk.startsWith(prompt) ? write(chunk) : true) as typeof output.write;
    try {
      return await answer;
    } finally {
      output.write = write;
      write('\n');
    }
  } finally {
    rl.close();
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (isMain) {
  const code = await runCli(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
    askPassword,
    env: process.env,
  });
  process.exit(code);
}
