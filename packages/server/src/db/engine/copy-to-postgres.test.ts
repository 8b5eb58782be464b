import { randomBytes } from 'node:crypto';
import { waitlistConsentVersion } from '@zk/data';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../cli.ts';
import { acquireDataDirLock } from '../../ops/data-dir-lock.ts';
import { openDatabase, type Db } from '../database.ts';
import { sourceTables } from './copy-to-postgres.ts';
import { countdownsStore } from './countdowns-store.ts';
import { devicesStore } from './devices-store.ts';
import { factorsStore } from './factors-store.ts';
import { passkeysStore } from './passkeys-store.ts';
import { openEngine } from './engine.ts';
import { leadInboxStore } from './lead-inbox-store.ts';
import { operatorsStore } from './operators-store.ts';
import { securityEventsStore } from './security-events-store.ts';
import { sessionsStore } from './sessions-store.ts';
import { sqliteEngine } from './sqlite-engine.ts';
import { submissionsStore } from './submissions-store.ts';
import { cliIo } from '../../../test-support/cli.ts';
import { onCleanup, tempDir } from '../../../test-support/helpers.ts';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';

const postgres = testPostgresPerFile();

/** A row in every table, stored as the server stores it where a store exists, by hand where none does yet. */
async function seed(db: Db) {
  const engine = sqliteEngine(db);
  const now = () => Date.parse('2026-06-01T12:00:00.000Z');
  const operator = await operatorsStore(engine, now).create('Inhaberin@Example.com', 'scrypt$hash', { mustChangePassword: true });
  await sessionsStore(engine).create(operator.id, now(), now() + 300_000);
  await devicesStore(engine).issue(operator.id, undefined, now());
  await securityEventsStore(engine).add([
    {
      at: now(),
      event: 'sign_in_succeeded',
      outcome: 'success',
      ip: '2001:db8::1',
      emailHash: '0123456789abcdef',
      operatorId: operator.id,
      device: 'Firefox on Linux',
      details: {},
    },
  ]);
  const factors = factorsStore(engine);
  await factors.startTotp(operator.id, randomBytes(60), now());
  await factors.confirmTotp((await factors.totp(operator.id))!.id, 59_000_000, now());
  await factors.replaceRecoveryCodes(operator.id, ['code-hash-1', 'code-hash-2'], now());
  await passkeysStore(engine).add({
    id: 'cHVibGljLWtleS1pZA',
    operatorId: operator.id,
    name: 'Jürgens Laptop',
    publicKey: new Uint8Array(randomBytes(77)),
    counter: 3,
    transports: ['internal'],
    createdAt: now(),
    lastUsedAt: now(),
  });
  await countdownsStore(engine, now).create({ title: 'Frühjahrsstart', target_date: '2026-09-01T08:00:00Z', is_active: false });
  const submissions = submissionsStore(engine.db, now);
  const contact = await submissions.add('contact', { fullName: 'Jürgen Groß', email: 'j@example.de', inquiry: 'Angebot für İstanbul' });
  const waitlist = await submissions.add('waitlist', {
    fullName: 'Ayşe Yılmaz',
    email: 'ayse@example.com.tr',
    services: ['Telegram Bot'],
    language: 'tr',
    consentVersion: waitlistConsentVersion,
  });
  db.prepare(`INSERT INTO countdown_changes (type, countdown, created_at) VALUES ('INSERT', '{}', ?)`).run(now());
  db.prepare(
    `INSERT INTO outbox (destination, action, idempotency_key, lead_kind, lead_id, next_attempt_at, created_at, send_alone, possible_duplicate)
     VALUES ('airtable', 'create', 'k1', 'contact', ?, ?, ?, 1, 1)`,
  ).run(contact, now(), now());
  db.prepare(
    `INSERT INTO mail_messages (kind, language, recipient, message_id, lead_kind, lead_id, created_at)
     VALUES ('waitlistConfirm', 'tr', 'ayse@example.com.tr', '<m1@zk>', 'waitlist', ?, ?)`,
  ).run(waitlist, now());
  db.prepare(
    `INSERT INTO announcements (service, created_by, created_at, recipients, per_language, copy) VALUES ('telegram', ?, ?, 1, '{}', '{}')`,
  ).run(operator.id, now());
  db.prepare(`INSERT INTO announcement_drafts (operator_id, draft, updated_at) VALUES (?, '{}', ?)`).run(operator.id, now());
  db.prepare(`INSERT OR IGNORE INTO server_keys (name, value, created_at) VALUES ('link', ?, ?)`).run(randomBytes(32), now());
  db.prepare(`INSERT INTO job_runs (name, server, last_run_at) VALUES ('retention', 'server-a', ?)`).run(now());
  db.prepare(`INSERT INTO rate_slots (bucket, expires_at) VALUES ('forms:203.0.113.7', ?)`).run(now() + 60_000);
  db.prepare(
    `INSERT INTO passkey_challenges (challenge, purpose, operator_id, expires_at) VALUES ('Y2hhbGxlbmdl', 'authenticate', NULL, ?)`,
  ).run(now() + 300_000);
  return { contact, waitlist };
}

describe('npm run admin -- copy-to-postgres', () => {
  it('copies every row of every table, each as it was, and PostgreSQL serves and numbers on from them', async () => {
    const DATA_DIR = tempDir();
    const source = openDatabase(DATA_DIR);
    const { contact } = await seed(source);
    const tables = sourceTables(source);
    const sourceRows = Object.fromEntries(
      await Promise.all(
        tables.map(async (table) => [table, (await sql`SELECT * FROM ${sql.table(table)}`.execute(sqliteEngine(source).db)).rows] as const),
      ),
    );
    // A table added later fails here until the seed stores a row in it too.
    for (const table of tables) expect(sourceRows[table], table).not.toHaveLength(0);
    source.close();

    const DATABASE_URL = await postgres.freshDatabaseUrl();
    const copy = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['copy-to-postgres'], copy.cli), copy.err.join('\n')).toBe(0);
    expect(copy.out.at(-1)).toMatch(/^Copied \d+ rows from .*zk\.sqlite to postgres:\/\//);

    const target = await openEngine({ databaseUrl: DATABASE_URL });
    onCleanup(() => target.close());
    for (const table of tables) {
      const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(target.db);
      const copied = rows.map(({ search: _search, ...row }) => row);
      expect(copied, table).toEqual(sourceRows[table]);
    }
    const inbox = leadInboxStore(target);
    const found = await inbox.page({ q: 'istanbul' }, undefined, 10);
    expect(found !== 'bad_cursor' && found.leads.map((lead) => lead.id)).toEqual([contact]);
    const next = await submissionsStore(target.db, Date.now).add('contact', { fullName: 'New', email: 'n@example.com', inquiry: 'Hi' });
    expect(await inbox.get('contact', next)).toMatchObject({ fullName: 'New' });
    expect((await operatorsStore(target, Date.now).findByEmail('inhaberin@example.com'))?.mustChangePassword).toBe(true);

    const again = cliIo({ DATA_DIR, DATABASE_URL });
    expect(await runCli(['copy-to-postgres'], again.cli)).toBe(1);
    expect(again.err.join('\n')).toMatch(/already holds rows \(.*contact_inquiries/);
  });

  it('needs DATABASE_URL, and refuses while a server holds DATA_DIR', async () => {
    const none = cliIo({ DATA_DIR: tempDir() });
    expect(await runCli(['copy-to-postgres'], none.cli)).toBe(2);
    expect(none.err.join('\n')).toMatch(/needs DATABASE_URL/);

    const DATA_DIR = tempDir();
    const lock = acquireDataDirLock(DATA_DIR);
    onCleanup(() => lock?.release());
    const busy = cliIo({ DATA_DIR, DATABASE_URL: await postgres.freshDatabaseUrl() });
    expect(await runCli(['copy-to-postgres'], busy.cli)).toBe(1);
    expect(busy.err.join('\n')).toMatch(/A server is running on .*stop it first/);
  });
});
