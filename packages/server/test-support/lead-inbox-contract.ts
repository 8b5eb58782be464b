import { describe, expect, it } from 'vitest';
import { waitlistConsentVersion, type FormRecord, type InboxLead, type LeadPage, type LeadStatus } from '@zk/data';
import { isConstraintViolation } from '../src/db/engine/constraint-violation.ts';
import type { Engine } from '../src/db/engine/engine.ts';
import { leadInboxStore } from '../src/db/engine/lead-inbox-store.ts';
import { submissionsStore } from '../src/db/engine/submissions-store.ts';
import { encodeCursor } from '../src/db/lead-cursor.ts';
import type { LeadFilter } from '../src/db/lead-rows.ts';
import { onCleanup } from './helpers.ts';

/**
 * The inbox's reads on one engine (`engine/lead-inbox-store.ts`): order, cursors, search, filters and
 * status, the same on SQLite (`lead-inbox-sqlite.test.ts`) and PostgreSQL (`lead-inbox-postgres.test.ts`).
 * Leads are stored through `engine/submissions-store.ts`, as the forms store them.
 */
export function describeLeadInboxContract(name: string, open: () => Promise<Engine>) {
  async function setup() {
    const clock = { now: Date.parse('2026-06-01T12:00:00.000Z') };
    const engine = await open();
    onCleanup(() => engine.close());
    const submissions = submissionsStore(engine.db, () => clock.now);
    const inbox = leadInboxStore(engine);
    const contact = (fullName: string, email = 'someone@example.com', inquiry = 'Hello') =>
      submissions.add('contact', { fullName, email, inquiry });
    const waitlist = (fullName: string, email = 'someone@example.com', services: FormRecord<'waitlist'>['services'] = ['Telegram Bot']) =>
      submissions.add('waitlist', { fullName, email, services, language: 'de', consentVersion: waitlistConsentVersion });
    const page = async (filter: LeadFilter = {}, cursor?: string, limit = 25): Promise<LeadPage> => {
      const result = await inbox.page(filter, cursor, limit);
      if (result === 'bad_cursor') throw new Error('bad cursor');
      return result;
    };
    const names = async (filter: LeadFilter = {}) => (await page(filter, undefined, 100)).leads.map((lead) => lead.fullName);
    return { db: engine.db, clock, submissions, inbox, contact, waitlist, page, names };
  }

  /** Every lead, following the cursors; `between` runs after each page. */
  async function walk(
    t: Awaited<ReturnType<typeof setup>>,
    limit: number,
    between: () => Promise<void> = async () => {},
  ): Promise<InboxLead[]> {
    const seen: InboxLead[] = [];
    let cursor: string | undefined;
    do {
      const result = await t.page({}, cursor, limit);
      seen.push(...result.leads);
      cursor = result.nextCursor ?? undefined;
      await between();
    } while (cursor !== undefined);
    return seen;
  }

  describe(`the lead inbox on ${name}`, () => {
    it('merges both kinds newest first, with a total order inside one millisecond', async () => {
      const t = await setup();
      await t.contact('C1');
      await t.waitlist('W1');
      await t.contact('C2');
      t.clock.now += 1;
      await t.waitlist('W2');
      // Same millisecond: contact before waitlist, then newest row first.
      expect(await t.names()).toEqual(['W2', 'C2', 'C1', 'W1']);
      const [first] = (await t.page()).leads;
      expect(first).toEqual({
        kind: 'waitlist',
        id: expect.any(String),
        fullName: 'W2',
        email: 'someone@example.com',
        services: ['Telegram Bot'],
        language: 'de',
        status: 'New',
        createdAt: '2026-06-01T12:00:00.001Z',
        subscription: 'unconfirmed',
      });
    });

    it('tells where each waitlist entry stands with its e-mails, and filters by it', async () => {
      const t = await setup();
      await t.contact('Contact');
      const confirmed = await t.waitlist('Confirmed');
      const unsubscribed = await t.waitlist('Unsubscribed');
      await t.waitlist('Unconfirmed');
      const legacy = await t.submissions.add('waitlist', {
        fullName: 'Legacy',
        email: 'l@example.com',
        services: ['Telegram Bot'],
        language: 'en',
      } as never);
      await t.db.updateTable('waitlist_entries').set({ confirmed_at: '2026-06-02T00:00:00.000Z' }).where('id', '=', confirmed).execute();
      await t.db
        .updateTable('waitlist_entries')
        .set({ confirmed_at: '2026-06-02T00:00:00.000Z', unsubscribed_at: '2026-06-03T00:00:00.000Z' })
        .where('id', '=', unsubscribed)
        .execute();
      const states = Object.fromEntries(
        (await t.page()).leads.map((lead) => [lead.fullName, lead.kind === 'waitlist' ? lead.subscription : null]),
      );
      expect(states).toEqual({
        Contact: null,
        Confirmed: 'confirmed',
        Unsubscribed: 'unsubscribed',
        Unconfirmed: 'unconfirmed',
        Legacy: 'none',
      });
      expect(await t.names({ subscription: 'confirmed' })).toEqual(['Confirmed']);
      expect(await t.names({ subscription: 'none' })).toEqual(['Legacy']);
      expect(await t.names({ subscription: 'unconfirmed', q: 'unconfirmed' })).toEqual(['Unconfirmed']);
      expect(await t.names({ subscription: 'confirmed', kind: 'contact' })).toEqual([]);
      expect(legacy).toEqual(expect.any(String));
    });

    it('pages with cursors: every lead exactly once, the last page without a cursor', async () => {
      const t = await setup();
      for (let i = 0; i < 23; i++) {
        if (i % 3 === 0) t.clock.now += 1000;
        if (i % 2 === 0) await t.contact(`C${i}`);
        else await t.waitlist(`W${i}`);
      }
      const all = await t.names();
      const seen = (await walk(t, 5)).map((lead) => lead.fullName);
      expect(seen).toEqual(all);
      expect(seen).toHaveLength(23);
      expect((await t.page({}, undefined, 23)).nextCursor).toBeNull();
    });

    it('keeps cursors stable under concurrent inserts: nothing seen twice, nothing skipped', async () => {
      const t = await setup();
      for (let i = 0; i < 12; i++) {
        t.clock.now += 1000;
        if (i % 2 === 0) await t.contact(`old C${i}`);
        else await t.waitlist(`old W${i}`);
      }
      const before = await t.names();
      let inserted = 0;
      // After each page, new leads arrive: some in the same millisecond as the newest, some later.
      const seen = (
        await walk(t, 4, async () => {
          inserted++;
          await t.contact(`new C${inserted}`);
          t.clock.now += 1;
          await t.waitlist(`new W${inserted}`);
        })
      ).map((lead) => lead.fullName);
      expect(seen).toEqual(before);
      expect(new Set(seen).size).toBe(seen.length);
      expect(inserted).toBeGreaterThan(1);
      // The new ones are at the head of a fresh first page.
      expect((await t.page({}, undefined, 2)).leads.map((lead) => lead.fullName)).toEqual([`new W${inserted}`, `new C${inserted}`]);
    });

    it('pages a search across both kinds with cursors and dates exactly like the unsearched list, filtered', async () => {
      const t = await setup();
      t.clock.now = Date.parse('2026-05-28T22:00:00.000Z');
      for (let i = 0; i < 60; i++) {
        // Groups of three in one millisecond, mixing kinds, so cursors fall inside a group.
        if (i % 3 === 0) t.clock.now += 3 * 3_600_000;
        const name = i % 4 === 0 ? `Beta ${i}` : `Alpha ${i}`;
        if (i % 5 < 2) await t.contact(name);
        else await t.waitlist(name);
      }
      const collect = async (filter: LeadFilter, limit: number) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const result = await t.page(filter, cursor, limit);
          seen.push(...result.leads.map((lead) => lead.fullName));
          cursor = result.nextCursor ?? undefined;
        } while (cursor !== undefined);
        return seen;
      };
      for (const dates of [
        {},
        { from: '2026-05-30' },
        { to: '2026-05-31' },
        { from: '2026-05-30', to: '2026-05-31' },
        { from: '2030-01-01' },
      ]) {
        const expected = (await collect(dates, 100)).filter((name) => name.startsWith('Alpha'));
        for (const limit of [1, 3, 7])
          expect(await collect({ ...dates, q: 'alpha' }, limit), `${JSON.stringify(dates)} by ${limit}`).toEqual(expected);
        expect(await collect({ ...dates, q: 'alpha', kind: 'waitlist' }, 2)).toEqual(
          (await collect({ ...dates, kind: 'waitlist' }, 100)).filter((name) => name.startsWith('Alpha')),
        );
      }
    });

    it('never stamps a lead earlier than the newest of its kind, so insertion order stays time order', async () => {
      const t = await setup();
      await t.contact('First');
      t.clock.now -= 60_000;
      const second = await t.contact('Second, clock stepped back');
      expect((await t.inbox.get('contact', second))?.createdAt).toBe('2026-06-01T12:00:00.000Z');
      expect(await t.names({ q: 'first second' })).toEqual([]);
      expect(await t.names({ q: 'clock' })).toEqual(['Second, clock stepped back']);
      expect(await t.names()).toEqual(['Second, clock stepped back', 'First']);
    });

    it('refuses a cursor it did not write', async () => {
      const t = await setup();
      for (const cursor of [
        'x',
        'not base64!',
        Buffer.from('[1,2,3]').toString('base64url'),
        encodeCursor({ createdAt: 'yesterday', kind: 'contact', seq: 1 }),
      ]) {
        expect(await t.inbox.page({}, cursor, 25)).toBe('bad_cursor');
      }
    });

    it('finds German and Turkish words case-insensitively, with Turkish İ/ı and umlauts folded', async () => {
      const t = await setup();
      await t.contact('Ayşe Yılmaz', 'ayse@example.com.tr', 'İstanbul ofisimiz için teklif');
      await t.contact('Jürgen Müller', 'j.mueller@example.de', 'Angebot für Straßenbau');
      await t.waitlist('ILIK SU', 'ilik@example.com');
      await t.waitlist('Emre Işık', 'emre@example.com');
      for (const q of ['İstanbul', 'istanbul', 'ISTANBUL', 'istan']) expect(await t.names({ q }), q).toEqual(['Ayşe Yılmaz']);
      for (const q of ['Müller', 'MÜLLER', 'muller', 'jürgen müller']) expect(await t.names({ q }), q).toEqual(['Jürgen Müller']);
      for (const q of ['ılık', 'ILIK', 'ilik']) expect(await t.names({ q }), q).toEqual(['ILIK SU']);
      expect(await t.names({ q: 'YILMAZ' })).toEqual(['Ayşe Yılmaz']);
      expect(await t.names({ q: 'IŞIK' })).toEqual(['Emre Işık']);
      expect(await t.names({ q: 'straßenbau' })).toEqual(['Jürgen Müller']);
      // By e-mail, whole or in part.
      expect(await t.names({ q: 'j.mueller@example.de' })).toEqual(['Jürgen Müller']);
      expect(await t.names({ q: 'example.com' })).toEqual(['Ayşe Yılmaz', 'Emre Işık', 'ILIK SU']);
      expect(await t.names({ q: 'example.de' })).toEqual(['Jürgen Müller']);
      // Words are all required; FTS5 syntax is read as text.
      expect(await t.names({ q: 'Ayşe Müller' })).toEqual([]);
      expect(await t.names({ q: 'NEAR("Ayşe" OR' })).toEqual([]);
      expect(await t.names({ q: '"' })).toHaveLength(4);
    });

    it('filters by kind, status, service and inclusive UTC days, and combines them with search and paging', async () => {
      const t = await setup();
      t.clock.now = Date.parse('2026-05-30T23:59:59.999Z');
      await t.contact('May contact');
      await t.waitlist('May telegram', 'm@example.com', ['Telegram Bot']);
      t.clock.now = Date.parse('2026-05-31T00:00:00.000Z');
      await t.waitlist('Last day twitter', 'l@example.com', ['Twitter Terminal', 'Telegram Bot']);
      t.clock.now = Date.parse('2026-06-01T00:00:00.000Z');
      const june = await t.contact('June contact');
      await t.waitlist('June instagram', 'j@example.com', ['Instagram Automation']);
      await t.inbox.setStatus('contact', june, 'Won');

      expect(await t.names({ kind: 'contact' })).toEqual(['June contact', 'May contact']);
      expect(await t.names({ kind: 'waitlist' })).toEqual(['June instagram', 'Last day twitter', 'May telegram']);
      expect(await t.names({ status: 'Won' })).toEqual(['June contact']);
      expect(await t.names({ status: 'New', kind: 'contact' })).toEqual(['May contact']);
      expect(await t.names({ service: 'telegram' })).toEqual(['Last day twitter', 'May telegram']);
      expect(await t.names({ service: 'telegram', kind: 'contact' })).toEqual([]);
      expect(await t.names({ from: '2026-05-31' })).toEqual(['June contact', 'June instagram', 'Last day twitter']);
      expect(await t.names({ to: '2026-05-31' })).toEqual(['Last day twitter', 'May contact', 'May telegram']);
      expect(await t.names({ from: '2026-05-31', to: '2026-05-31' })).toEqual(['Last day twitter']);
      expect(await t.names({ q: 'june', kind: 'waitlist' })).toEqual(['June instagram']);
      const first = await t.page({ service: 'telegram' }, undefined, 1);
      expect(first.leads.map((lead) => lead.fullName)).toEqual(['Last day twitter']);
      expect((await t.page({ service: 'telegram' }, first.nextCursor ?? '', 1)).leads.map((lead) => lead.fullName)).toEqual([
        'May telegram',
      ]);
    });

    it('changes a status, refusing one the CHECK does not allow', async () => {
      const t = await setup();
      const id = await t.waitlist('W');
      expect(await t.inbox.setStatus('waitlist', id, 'Contacted')).toMatchObject({ kind: 'waitlist', id, status: 'Contacted' });
      expect((await t.inbox.get('waitlist', id))?.status).toBe('Contacted');
      expect(await t.inbox.setStatus('contact', id, 'Won')).toBeNull();
      const refused = (run: Promise<unknown>) =>
        run.then(
          () => false,
          (error: unknown) => isConstraintViolation(error),
        );
      expect(
        await refused(
          t.db
            .updateTable('waitlist_entries')
            .set({ status: 'Spam' as LeadStatus })
            .where('id', '=', id)
            .execute(),
        ),
      ).toBe(true);
      const lowerCaseStatusRefused = () =>
        refused(
          t.db
            .updateTable('contact_inquiries')
            .set({ status: 'new' as LeadStatus })
            .execute(),
        );
      expect(await lowerCaseStatusRefused()).toBe(false);
      await t.contact('C');
      expect(await lowerCaseStatusRefused()).toBe(true);
    });
  });
}
