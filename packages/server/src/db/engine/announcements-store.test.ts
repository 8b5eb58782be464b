import type { Language, WaitlistServiceId } from '@zk/data';
import { waitlistServices } from '@zk/data';
import { describe, expect, it } from 'vitest';
import { testPostgresPerFile } from '../../../test-support/postgres-cluster.ts';
import { tempDir } from '../../../test-support/helpers.ts';
import { announcementsStore } from './announcements-store.ts';
import { openEngine, type Engine } from './engine.ts';
import { submissionsStore } from './submissions-store.ts';

const postgres = testPostgresPerFile();

const engines: Array<[string, () => Promise<Engine>]> = [
  ['SQLite', () => openEngine({ dataDir: tempDir() })],
  ['PostgreSQL', async () => openEngine({ databaseUrl: await postgres.freshDatabaseUrl() })],
];

const copy = { en: { subject: 'Live', body: 'Hi' }, de: { subject: 'Da', body: 'Hallo' }, tr: { subject: 'Yayında', body: 'Merhaba' } };

describe.each(engines)('announcements on %s', (_name, open) => {
  it('reach each confirmed, consenting, subscribed address of the service once, in its newest entry’s language', async () => {
    const engine = await open();
    try {
      let clock = Date.parse('2026-11-01T10:00:00Z');
      const leads = submissionsStore(engine.db, () => (clock += 1000));
      const join = async (
        email: string,
        language: Language,
        services: WaitlistServiceId[],
        state: 'confirmed' | 'pending' | 'unsubscribed' | 'no-consent' = 'confirmed',
      ) => {
        const id = await leads.add('waitlist', {
          fullName: email,
          email,
          services: services.map((service) => waitlistServices[service]),
          language,
          consentVersion: '2026-11',
        });
        await engine.db
          .updateTable('waitlist_entries')
          .set({
            consent_version: state === 'no-consent' ? null : '2026-11',
            confirmed_at: state === 'pending' ? null : '2026-11-01T10:05:00.000Z',
            unsubscribed_at: state === 'unsubscribed' ? '2026-11-02T10:00:00.000Z' : null,
          })
          .where('id', '=', id)
          .execute();
        return id;
      };
      await join('ada@example.com', 'en', ['telegram', 'instagram']);
      await join('jurgen@example.com', 'de', ['telegram']);
      const ayse = await join('AYSE@example.com', 'en', ['telegram']);
      const ayseNewest = await join('ayse@example.com', 'tr', ['telegram']);
      await join('other@example.com', 'de', ['instagram']);
      await join('later@example.com', 'de', ['telegram'], 'pending');
      await join('never@example.com', 'de', ['telegram'], 'no-consent');
      await join('gone@example.com', 'en', ['telegram']);
      await join('GONE@example.com', 'en', ['instagram'], 'unsubscribed');

      const store = announcementsStore(engine.sql);
      expect(await store.audience(engine.db, 'telegram')).toEqual({ service: 'telegram', counts: { en: 1, de: 1, tr: 1 }, total: 3 });
      const recipients = await store.recipients(engine.db, 'telegram');
      expect(recipients.map((r) => [r.email, r.language]).sort()).toEqual([
        ['ada@example.com', 'en'],
        ['ayse@example.com', 'tr'],
        ['jurgen@example.com', 'de'],
      ]);
      expect(recipients.find((r) => r.language === 'tr')?.id).toBe(ayseNewest);
      expect(recipients.map((r) => r.id)).not.toContain(ayse);
      expect((await store.audience(engine.db, 'twitter')).total).toBe(0);
    } finally {
      await engine.close();
    }
  });

  it('record an announcement in a transaction, find it by its key and as a repeat, list it, and keep one draft per operator', async () => {
    const engine = await open();
    try {
      const store = announcementsStore(engine.sql);
      const at = Date.parse('2026-11-03T12:00:00Z');
      const id = await engine.db.transaction().execute(async (trx) => {
        const created = await store.add(trx, 'telegram', 'operator@zk.test', at, copy, 'key-1');
        await store.setCounts(trx, created, { en: 2, de: 1, tr: 0 });
        return created;
      });
      expect(await store.byIdempotencyKey(engine.db, 'key-1')).toBe(id);
      expect(await store.byIdempotencyKey(engine.db, 'key-2')).toBeNull();
      expect(await store.sentSince(engine.db, 'telegram', copy, at - 1)).toBe(true);
      expect(await store.sentSince(engine.db, 'telegram', copy, at)).toBe(false);
      expect(await store.sentSince(engine.db, 'instagram', copy, at - 1)).toBe(false);
      expect(await store.list(engine.db)).toEqual([
        {
          id,
          service: 'telegram',
          createdBy: 'operator@zk.test',
          createdAt: at,
          recipients: 3,
          perLanguage: { en: 2, de: 1, tr: 0 },
          copy,
        },
      ]);

      await expect(
        engine.db.transaction().execute(async (trx) => {
          await store.add(trx, 'instagram', 'operator@zk.test', at, copy, 'key-3');
          throw new Error('the messages could not be queued');
        }),
      ).rejects.toThrow('could not be queued');
      expect(await store.byIdempotencyKey(engine.db, 'key-3')).toBeNull();

      const draft = { service: 'telegram' as const, copy };
      await store.saveDraft(engine.db, 'op-1', draft, at);
      await store.saveDraft(engine.db, 'op-1', { ...draft, service: 'instagram' as const }, at + 1);
      expect(await store.draft(engine.db, 'op-1')).toEqual({ draft: { ...draft, service: 'instagram' }, updatedAt: at + 1 });
      expect(await store.draft(engine.db, 'op-2')).toBeNull();
      await store.deleteDraft(engine.db, 'op-1');
      expect(await store.draft(engine.db, 'op-1')).toBeNull();
    } finally {
      await engine.close();
    }
  });
});
