import { describe, expect, it } from 'vitest';
import { onCleanup, tempDir } from '../../test-support/helpers.ts';
import { openDatabaseFile, type Db } from './database.ts';
import { leadInboxStore } from './engine/lead-inbox-store.ts';
import { sqliteEngine } from './engine/sqlite-engine.ts';
import { migrations } from './migrations.ts';

describe('migration 9', () => {
  it('moves the Airtable forwards into the outbox: forwarded as sent with the record id, failed and pending as they were', () => {
    const file = `${tempDir()}/zk.sqlite`;
    const before: Db = openDatabaseFile(file, migrations.slice(0, 7));
    const forward = before.prepare(
      `INSERT INTO submission_forwards (submission_id, kind, status, attempts, next_attempt_at, last_attempt_at, last_error, record_id, created_at, forwarded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    forward.run('s1', 'contact', 'forwarded', 1, 100, 110, null, 'recAAAAAAAAAAAAAA', 100, 110);
    forward.run('s2', 'waitlist', 'failed', 12, 200, 210, 'Waitlist table not found', null, 200, null);
    forward.run('s3', 'contact', 'pending', 2, 400, 310, 'Server error', null, 300, null);
    before.close();
    const db = openDatabaseFile(file);
    onCleanup(() => db.close());
    expect(db.prepare(`SELECT name FROM sqlite_schema WHERE name = 'submission_forwards'`).all()).toEqual([]);
    expect(
      db
        .prepare(
          `SELECT id, destination, action, idempotency_key, lead_kind, lead_id, status, attempts, next_attempt_at, last_error, external_id, created_at, sent_at FROM outbox ORDER BY id`,
        )
        .all(),
    ).toEqual([
      {
        id: 1,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:contact:s1',
        lead_kind: 'contact',
        lead_id: 's1',
        status: 'sent',
        attempts: 1,
        next_attempt_at: 100,
        last_error: null,
        external_id: 'recAAAAAAAAAAAAAA',
        created_at: 100,
        sent_at: 110,
      },
      {
        id: 2,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:waitlist:s2',
        lead_kind: 'waitlist',
        lead_id: 's2',
        status: 'failed',
        attempts: 12,
        next_attempt_at: 200,
        last_error: 'Waitlist table not found',
        external_id: null,
        created_at: 200,
        sent_at: null,
      },
      {
        id: 3,
        destination: 'airtable',
        action: 'create',
        idempotency_key: 'airtable:contact:s3',
        lead_kind: 'contact',
        lead_id: 's3',
        status: 'pending',
        attempts: 2,
        next_attempt_at: 400,
        last_error: 'Server error',
        external_id: null,
        created_at: 300,
        sent_at: null,
      },
    ]);
  });
});

describe('migration 6', () => {
  it('keeps leads stored before it, as New and searchable', async () => {
    const file = `${tempDir()}/zk.sqlite`;
    const before: Db = openDatabaseFile(file, migrations.slice(0, 5));
    before
      .prepare(
        `INSERT INTO contact_inquiries (id, full_name, email, inquiry, status, created_at) VALUES ('c', 'İrem', 'i@example.com', 'Merhaba', 'New', '2026-01-01T00:00:00.000Z')`,
      )
      .run();
    before
      .prepare(
        `INSERT INTO waitlist_entries (id, full_name, email, services, language, created_at) VALUES ('w', 'Jörg', 'j@example.com', '["Telegram Bot"]', 'de', '2026-01-02T00:00:00.000Z')`,
      )
      .run();
    before.close();
    const db = openDatabaseFile(file);
    onCleanup(() => db.close());
    const inbox = leadInboxStore(sqliteEngine(db));
    const page = await inbox.page({ q: 'IREM' }, undefined, 25);
    expect(page).toEqual({ leads: [expect.objectContaining({ kind: 'contact', id: 'c', status: 'New' })], nextCursor: null });
    expect(await inbox.get('waitlist', 'w')).toMatchObject({ fullName: 'Jörg', status: 'New', services: ['Telegram Bot'] });
  });
});
