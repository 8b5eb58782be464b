import { describe, expect, it } from 'vitest';
import { openEngine, type Engine } from '../db/engine/engine.ts';
import { submissionsStore } from '../db/engine/submissions-store.ts';
import { testPostgresPerFile } from '../../test-support/postgres-cluster.ts';
import { tempDir } from '../../test-support/helpers.ts';
import { submissionReader } from './submission-reader.ts';

const postgres = testPostgresPerFile();

const engines: Array<[string, () => Promise<Engine>]> = [
  ['SQLite', () => openEngine({ dataDir: tempDir() })],
  ['PostgreSQL', async () => openEngine({ databaseUrl: await postgres.freshDatabaseUrl() })],
];

describe.each(engines)('what Airtable is sent, read on %s', (_name, open) => {
  it('reads a stored submission as its form stores it (lists as lists), and null once it is gone', async () => {
    const engine = await open();
    try {
      const store = submissionsStore(engine.db, Date.now);
      const read = submissionReader(engine.db);
      const id = await store.add('waitlist', {
        fullName: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        services: ['AI Phone Callers', 'Telegram Bot'],
        language: 'tr',
        consentVersion: '2026-11',
      });
      expect(await read({ kind: 'waitlist', id })).toMatchObject({
        kind: 'waitlist',
        fullName: 'Ayşe Yılmaz',
        email: 'ayse@example.com',
        services: ['AI Phone Callers', 'Telegram Bot'],
      });
      await engine.db.deleteFrom('waitlist_entries').where('id', '=', id).execute();
      expect(await read({ kind: 'waitlist', id })).toBeNull();
    } finally {
      await engine.close();
    }
  });
});
