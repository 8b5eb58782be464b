import { waitlistConsentVersion, type FormRecord } from '@zk/data';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Engine } from '../src/db/engine/engine-types.ts';
import { erasureStore } from '../src/db/engine/erasure-store.ts';
import { leadInboxStore } from '../src/db/engine/lead-inbox-store.ts';
import { enqueueOutboxItem } from '../src/db/engine/outbox-enqueue.ts';
import { submissionsStore } from '../src/db/engine/submissions-store.ts';
import { groupCommit } from '../src/db/group-commit.ts';
import { mailOutboxKey, mailStore, type NewMail } from '../src/mail/mail-store.ts';
import { subscriptionRepo } from '../src/subscription/subscription-repo.ts';

const waitlistRecord = (fullName: string, email: string): FormRecord<'waitlist'> => ({
  fullName,
  email,
  services: ['Telegram Bot'],
  language: 'de',
  consentVersion: waitlistConsentVersion,
});

/**
 * What the write path promises on either engine (a form's lead with its messages and links, erasure):
 * run by one test file per engine with a factory that opens a new, empty, migrated store for each test.
 */
export function describeLeadWritesContract(label: string, openEngine: () => Promise<Engine>): void {
  describe(`lead writes on ${label}`, () => {
    let engine: Engine;
    let clock = Date.parse('2026-06-01T12:00:00.000Z');
    const now = () => clock;
    beforeEach(async () => {
      engine = await openEngine();
    });
    afterEach(async () => {
      await engine.close();
    });
    const contact = (fullName: string, email = 'someone@example.com', inquiry = 'Hello') =>
      submissionsStore(engine.db, now).add('contact', { fullName, email, inquiry });
    const waitlist = (fullName: string, email = 'someone@example.com') =>
      submissionsStore(engine.db, now).add('waitlist', waitlistRecord(fullName, email));
    const names = async (q?: string) => {
      const page = await leadInboxStore(engine).page(q ? { q } : {}, undefined, 100);
      return page === 'bad_cursor' ? [] : page.leads.map((lead) => lead.fullName).sort();
    };
    const inTransaction = <T>(work: (trx: Engine['db']) => Promise<T>) => engine.db.transaction().execute(work);

    describe('erasure', () => {
      it('erases by e-mail in any case, both kinds, with their search entries and messages', async () => {
        const a = await contact('Jane', 'Jane.Doe@Example.com');
        const b = await waitlist('Jane', 'jane.doe@example.com');
        const other = await contact('Other', 'other@example.com', 'Jane asked me');
        const mail = mailStore(engine, 'zk.example');
        await mail.add({ kind: 'leadNotification', language: 'en', recipient: 'op@zk.example', lead: { kind: 'contact', id: a } }, clock);
        const store = erasureStore(engine.sql);

        expect(await inTransaction((trx) => store.eraseByEmail(trx, ' JANE.DOE@example.COM '))).toEqual([
          { kind: 'contact', id: a },
          { kind: 'waitlist', id: b },
        ]);
        expect(await names('jane')).toEqual(['Other']);
        expect(await mail.list(undefined, undefined, 10)).toEqual([]);
        expect(await inTransaction((trx) => store.erase(trx, 'contact', other))).toEqual([{ kind: 'contact', id: other }]);
        expect(await inTransaction((trx) => store.erase(trx, 'contact', other))).toEqual([]);
      });

      it('purges leads created before a cutoff, and sign-ups whose confirmation link went unused', async () => {
        const store = erasureStore(engine.sql);
        const old = await contact('Old');
        const oldWaitlist = await waitlist('Old W');
        clock += 1000;
        await contact('Kept');
        expect(await inTransaction((trx) => store.purgeCreatedBefore(trx, new Date(clock).toISOString()))).toEqual([
          { kind: 'contact', id: old },
          { kind: 'waitlist', id: oldWaitlist },
        ]);
        expect(await names()).toEqual(['Kept']);

        const links = subscriptionRepo(engine);
        const unconfirmed = await waitlist('Never confirmed');
        const confirmed = await waitlist('Confirmed');
        for (const id of [unconfirmed, confirmed]) await links.issue(id, clock, `c-${id}`, `u-${id}`);
        await links.confirm(confirmed, new Date(clock).toISOString());
        expect(await inTransaction((trx) => store.eraseUnconfirmedBefore(trx, clock + 1))).toEqual([{ kind: 'waitlist', id: unconfirmed }]);
        expect(await names()).toEqual(['Confirmed', 'Kept']);
      });
    });

    describe('mail store', () => {
      const message = (recipient: string, kind: NewMail['kind'] = 'waitlistConfirm'): NewMail => ({
        kind,
        language: 'tr',
        recipient,
        lead: null,
      });

      it('stores messages with their own Message-ID, counts them per address in any case, and lists them by status', async () => {
        const mail = mailStore(engine, 'zk.example');
        const first = await mail.add(message('Ayse@Example.com.tr'), clock);
        const [second, third] = await mail.addAll(
          [message('ayse@example.com.tr', 'leadNotification'), message('x@example.com')],
          clock + 1,
        );
        expect([first, second, third]).toEqual([first, first + 1, first + 2]);
        expect((await mail.get(first))?.messageId).toMatch(/^<[0-9a-f-]{36}@zk\.example>$/);
        expect(await mail.countTo(' AYSE@example.com.tr', clock - 1)).toBe(2);
        expect(await mail.countTo('ayse@example.com.tr', clock)).toBe(1);

        await enqueueOutboxItem(engine.db, { destination: 'mail', action: 'send', idempotencyKey: mailOutboxKey(second!) }, clock);
        expect((await mail.list('queued', undefined, 10)).map((m) => m.id)).toEqual([String(second)]);
        expect((await mail.list('kept', undefined, 10)).map((m) => m.id)).toEqual([String(third), String(first)]);
        expect((await mail.list(undefined, third, 10)).map((m) => m.id)).toEqual([String(second), String(first)]);
        expect(await mail.entry(second!)).toMatchObject({ status: 'queued', recipient: 'ayse@example.com.tr', attempts: 0 });
        expect(await mail.outboxIdOf(second!)).toEqual(expect.any(Number));
        expect(await mail.outboxIdOf(first)).toBeNull();
      });

      it('holds a confirmation to an address while one waits to be sent, or went out within the window', async () => {
        const mail = mailStore(engine, 'zk.example');
        const id = await mail.add(message('jane@example.com'), clock);
        expect(await mail.confirmationHeld('JANE@example.com', clock - 1)).toBe(true);
        expect(await mail.confirmationHeld('jane@example.com', clock)).toBe(false);
        await enqueueOutboxItem(engine.db, { destination: 'mail', action: 'send', idempotencyKey: mailOutboxKey(id) }, clock);
        expect(await mail.confirmationHeld('jane@example.com', clock)).toBe(true);
        await sql`UPDATE outbox SET status = 'sent'`.execute(engine.db);
        expect(await mail.confirmationHeld('jane@example.com', clock)).toBe(false);
      });
    });

    describe('subscriptions', () => {
      it('finds an entry by its link hashes, confirms it once, and an unsubscription retires its confirmation link', async () => {
        const links = subscriptionRepo(engine);
        const id = await waitlist('Jürgen', 'Juergen@Example.de');
        await links.issue(id, clock, 'confirm-hash', 'unsubscribe-hash');
        expect(await links.byConfirmHash('confirm-hash')).toMatchObject({ id, confirmSentAt: clock, services: ['Telegram Bot'] });
        expect(await links.confirm(id, '2026-06-02T00:00:00.000Z')).toBe(true);
        expect(await links.confirm(id, '2026-06-03T00:00:00.000Z')).toBe(false);
        expect(await links.unsubscribedEmail('juergen@example.de')).toBe(false);
        expect(await links.unsubscribe(id, '2026-06-04T00:00:00.000Z')).toBe(true);
        expect(await links.unsubscribe(id, '2026-06-05T00:00:00.000Z')).toBe(false);
        expect(await links.byConfirmHash('confirm-hash')).toBeNull();
        expect(await links.byUnsubscribeHash('unsubscribe-hash')).toMatchObject({ id, unsubscribedAt: '2026-06-04T00:00:00.000Z' });
        expect(await links.unsubscribedEmail(' JUERGEN@example.DE')).toBe(true);
      });
    });

    describe('group commit', () => {
      it('stores concurrent leads in one transaction, and a bad write fails alone', async () => {
        const commit = groupCommit(engine);
        const add = (fullName: string, id?: string) =>
          commit(async (trx) => {
            const stored = await submissionsStore(trx, now).add('contact', { fullName, email: 'g@example.com', inquiry: 'Hi' });
            if (id) await sql`UPDATE contact_inquiries SET id = ${id} WHERE id = ${stored}`.execute(trx);
            return stored;
          });
        await add('First', 'taken');
        const outcomes = await Promise.allSettled([add('A'), add('B', 'taken'), add('C')]);
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
        expect(await names()).toEqual(['A', 'C', 'First']);
      });
    });
  });
}
