import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../src/db/engine/sessions-store.ts';
import { isConstraintViolation } from '../src/db/engine/constraint-violation.ts';
import { countdownsStore } from '../src/db/engine/countdowns-store.ts';
import type { Engine } from '../src/db/engine/engine-types.ts';
import { operatorsStore } from '../src/db/engine/operators-store.ts';
import { sessionsStore } from '../src/db/engine/sessions-store.ts';
import { devicesStore } from '../src/db/engine/devices-store.ts';
import { factorsStore } from '../src/db/engine/factors-store.ts';
import { passkeysStore } from '../src/db/engine/passkeys-store.ts';
import { serverKey } from '../src/db/engine/server-keys-store.ts';
import { securityEventsStore, type SecurityEventRow } from '../src/db/engine/security-events-store.ts';
import { jobRunsStore } from '../src/db/engine/job-runs-store.ts';
import { submissionsStore } from '../src/db/engine/submissions-store.ts';
import { enqueueOutboxItem } from '../src/db/engine/outbox-enqueue.ts';

async function violation(promise: Promise<unknown>): Promise<boolean> {
  try {
    await promise;
  } catch (error) {
    return isConstraintViolation(error);
  }
  throw new Error('expected the database to refuse the row');
}

/**
 * What the stores promise, whichever engine holds the data: run by one test file per engine with a
 * factory that opens a new, empty, migrated store for each test.
 */
export function describeStoresContract(label: string, openEngine: () => Promise<Engine>): void {
  describe(`stores on ${label}`, () => {
    let engine: Engine;
    let clock = Date.parse('2026-03-01T10:00:00.000Z');
    const now = () => clock;
    beforeEach(async () => {
      engine = await openEngine();
    });
    afterEach(async () => {
      await engine.close();
    });

    describe('schema', () => {
      it('is migrated, and migrating again changes nothing', async () => {
        const status = await engine.migrations.status();
        expect(status.databaseVersion).toBe(status.codeVersion);
        expect(status.migrations.every((migration) => migration.state === 'applied' && !migration.changed)).toBe(true);
        expect(await engine.migrations.migrate()).toEqual([]);
      });

      it('keeps server keys as bytes, at least 32 of them', async () => {
        const value = Buffer.from(Array.from({ length: 32 }, (_, index) => index * 7));
        await engine.db.insertInto('server_keys').values({ name: 'link', value, created_at: 1 }).execute();
        const row = await engine.db.selectFrom('server_keys').select('value').where('name', '=', 'link').executeTakeFirstOrThrow();
        expect(Buffer.isBuffer(row.value)).toBe(true);
        expect(row.value.equals(value)).toBe(true);
        expect(
          await violation(
            engine.db
              .insertInto('server_keys')
              .values({ name: 'short', value: Buffer.alloc(31), created_at: 1 })
              .execute(),
          ),
        ).toBe(true);
      });

      it("erases a lead's e-mail messages with the lead, and only those", async () => {
        const { db } = engine;
        for (const id of ['c1', 'c2']) {
          await db
            .insertInto('contact_inquiries')
            .values({ id, full_name: 'Ada', email: 'ada@example.com', inquiry: 'Hello', created_at: '2026-03-01T10:00:00.000Z' })
            .execute();
          await db
            .insertInto('mail_messages')
            .values({
              kind: 'leadNotification',
              language: 'en',
              recipient: 'ops@example.com',
              message_id: `<${id}@example.com>`,
              lead_kind: 'contact',
              lead_id: id,
              created_at: 1,
            })
            .execute();
        }
        await db.deleteFrom('contact_inquiries').where('id', '=', 'c1').execute();
        expect(await db.selectFrom('mail_messages').select('lead_id').execute()).toEqual([{ lead_id: 'c2' }]);
      });

      it('numbers leads in insert order and reads numbers and flags as numbers and booleans', async () => {
        const { db } = engine;
        for (const id of ['w1', 'w2']) {
          await db
            .insertInto('waitlist_entries')
            .values({
              id,
              full_name: 'Ada',
              email: 'a@example.com',
              services: '[]',
              language: 'de',
              created_at: '2026-03-01T10:00:00.000Z',
            })
            .execute();
        }
        const rows = await db.selectFrom('waitlist_entries').select(['seq', 'id', 'status', 'confirm_sent_at']).orderBy('seq').execute();
        expect(rows).toEqual([
          { seq: expect.any(Number), id: 'w1', status: 'New', confirm_sent_at: null },
          { seq: expect.any(Number), id: 'w2', status: 'New', confirm_sent_at: null },
        ]);
        expect(rows[1]!.seq).toBeGreaterThan(rows[0]!.seq);
        await db
          .insertInto('outbox')
          .values({ destination: 'airtable', action: 'create', idempotency_key: 'k', next_attempt_at: 2 ** 45, created_at: 2 ** 45 })
          .execute();
        expect(
          await db.selectFrom('outbox').select(['attempts', 'next_attempt_at', 'send_alone', 'lead_erased']).executeTakeFirstOrThrow(),
        ).toEqual({ attempts: 0, next_attempt_at: 2 ** 45, send_alone: false, lead_erased: false });
      });

      it('undoes a transaction that fails', async () => {
        const failed = engine.db.transaction().execute(async (trx) => {
          await trx.insertInto('announcement_drafts').values({ operator_id: 'o', draft: '{}', updated_at: 1 }).execute();
          throw new Error('stop');
        });
        await expect(failed).rejects.toThrow('stop');
        expect(await engine.db.selectFrom('announcement_drafts').selectAll().execute()).toEqual([]);
      });
    });

    describe('countdowns', () => {
      it('creates countdowns with normalised dates and lists them by date, then id', async () => {
        const countdowns = countdownsStore(engine, now);
        const later = await countdowns.create({ title: 'Later', target_date: '2027-01-01T00:00:00+01:00' });
        const sooner = await countdowns.create({ title: 'Sooner', target_date: '2026-06-01T12:00:00Z', is_active: false });
        expect(later).toEqual({ id: expect.any(String), title: 'Later', target_date: '2026-12-31T23:00:00.000Z', is_active: true });
        expect(sooner.is_active).toBe(false);
        expect(await countdowns.list()).toEqual([sooner, later]);
        expect(await countdowns.get(later.id)).toEqual(later);
        expect(await countdowns.get('missing')).toBeNull();
        const row = await engine.db.selectFrom('countdowns').select('created_at').where('id', '=', later.id).executeTakeFirstOrThrow();
        expect(row.created_at).toBe('2026-03-01T10:00:00.000Z');
      });

      it('refuses a date that is not strict ISO 8601, and a title the schema refuses', async () => {
        const countdowns = countdownsStore(engine, now);
        await expect(countdowns.create({ title: 'Vague', target_date: 'next Tuesday' })).rejects.toThrow(RangeError);
        expect(await violation(countdowns.create({ title: '', target_date: '2026-06-01T12:00:00Z' }))).toBe(true);
        expect(await countdowns.list()).toEqual([]);
      });

      it('shows the soonest active countdown, never one with a date outside the normalised form', async () => {
        const countdowns = countdownsStore(engine, now);
        expect(await countdowns.active()).toBeNull();
        await engine.db
          .insertInto('countdowns')
          .values({
            id: 'legacy',
            title: 'Far',
            target_date: '+275760-09-13T00:00:00.000Z',
            is_active: true,
            created_at: '2020-01-01T00:00:00.000Z',
          })
          .execute();
        await countdowns.create({ title: 'Inactive', target_date: '2026-04-01T00:00:00Z', is_active: false });
        const soonest = await countdowns.create({ title: 'Soonest', target_date: '2026-05-01T00:00:00Z' });
        await countdowns.create({ title: 'Then', target_date: '2026-06-01T00:00:00Z' });
        expect(await countdowns.active()).toEqual(soonest);
      });

      it('toggles and removes, answering null for an unknown id', async () => {
        const countdowns = countdownsStore(engine, now);
        const countdown = await countdowns.create({ title: 'Launch', target_date: '2026-05-01T00:00:00Z' });
        expect(await countdowns.toggle(countdown.id)).toEqual({ ...countdown, is_active: false });
        expect(await countdowns.toggle(countdown.id)).toEqual(countdown);
        expect(await countdowns.toggle('missing')).toBeNull();
        expect(await countdowns.remove(countdown.id)).toEqual(countdown);
        expect(await countdowns.remove(countdown.id)).toBeNull();
        expect(await countdowns.list()).toEqual([]);
      });
    });

    describe('operators and sessions', () => {
      it('counts, lists by e-mail without regard to case, and finds by e-mail the same way', async () => {
        const operators = operatorsStore(engine, now);
        expect(await operators.count()).toBe(0);
        const bea = await operators.create(' bea@example.com ', 'hash-b');
        const ada = await operators.create('Ada@Example.com', 'hash-a', { mustChangePassword: true });
        await operators.create('cem@example.com', 'hash-c');
        expect(bea).toEqual({ id: expect.any(String), email: 'bea@example.com' });
        expect(await operators.count()).toBe(3);
        expect((await operators.list()).map((operator) => operator.email)).toEqual([
          'Ada@Example.com',
          'bea@example.com',
          'cem@example.com',
        ]);
        expect((await operators.list())[0]).toEqual({ id: ada.id, email: 'Ada@Example.com', createdAt: '2026-03-01T10:00:00.000Z' });
        expect(await operators.findByEmail(' ada@example.COM')).toEqual({
          id: ada.id,
          email: 'Ada@Example.com',
          passwordHash: 'hash-a',
          mustChangePassword: true,
        });
        expect(await operators.findByEmail('nobody@example.com')).toBeNull();
        expect(await operators.get(bea.id)).toEqual(bea);
        expect(await operators.get('missing')).toBeNull();
      });

      it('refuses a second account for an e-mail address that differs only in case', async () => {
        const operators = operatorsStore(engine, now);
        await operators.create('ada@example.com', 'hash');
        expect(await violation(operators.create('ADA@example.com', 'hash'))).toBe(true);
        expect(await operators.count()).toBe(1);
      });

      it('finds a session until it expires, then forgets it', async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'hash', { mustChangePassword: true });
        const token = await sessions.create(ada.id, 1_000, 5_000);
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        const stored = await engine.db.selectFrom('sessions').select('token_hash').executeTakeFirstOrThrow();
        expect(stored.token_hash).toBe(hashToken(token));
        expect(await sessions.find(token, 5_000)).toEqual({
          user: ada,
          lastLoginTime: 1_000,
          expiresAt: 5_000,
          passwordChangeRequired: true,
        });
        expect(await sessions.find('unknown', 2_000)).toBeNull();
        expect(await sessions.find(token, 5_001)).toBeNull();
        expect(await sessions.find(token, 2_000)).toBeNull();
      });

      it('removes one session, and the expired ones', async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'hash');
        const first = await sessions.create(ada.id, 0, 100);
        await sessions.create(ada.id, 0, 200);
        const last = await sessions.create(ada.id, 0, 300);
        await sessions.remove(first);
        expect(await sessions.find(first, 0)).toBeNull();
        expect(await sessions.removeExpired(300)).toBe(1);
        expect(await sessions.find(last, 300)).toEqual({ user: ada, lastLoginTime: 0, expiresAt: 300 });
        expect(await sessions.removeExpired(300)).toBe(0);
      });

      it("ends an operator's sessions when the account goes", async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'hash');
        const token = await sessions.create(ada.id, 0, 100);
        await engine.db.deleteFrom('operators').where('id', '=', ada.id).execute();
        expect(await sessions.find(token, 0)).toBeNull();
        expect(await engine.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      });

      it('sets a password by e-mail: the mark cleared, every session of that account ended', async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'old', { mustChangePassword: true });
        const bea = await operators.create('bea@example.com', 'hash');
        const adas = await sessions.create(ada.id, 0, 100);
        const beas = await sessions.create(bea.id, 0, 100);
        clock += 60_000;
        expect(await operators.setPasswordHash(' ADA@example.com', 'new')).toBe(true);
        expect(await operators.setPasswordHash('nobody@example.com', 'new')).toBe(false);
        expect(await operators.findByEmail('ada@example.com')).toEqual({
          id: ada.id,
          email: ada.email,
          passwordHash: 'new',
          mustChangePassword: false,
        });
        const row = await engine.db
          .selectFrom('operators')
          .select(['created_at', 'updated_at'])
          .where('id', '=', ada.id)
          .executeTakeFirstOrThrow();
        expect(row.updated_at > row.created_at).toBe(true);
        expect(await sessions.find(adas, 0)).toBeNull();
        expect(await sessions.find(beas, 0)).not.toBeNull();
      });

      it("ends the account's other sessions, keeping the one asked with and other accounts' sessions", async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'hash');
        const bea = await operators.create('bea@example.com', 'hash');
        const here = await sessions.create(ada.id, 0, 100);
        const laptop = await sessions.create(ada.id, 0, 100);
        const phone = await sessions.create(ada.id, 0, 100);
        const beas = await sessions.create(bea.id, 0, 100);
        expect(await sessions.removeOthers(here)).toBe(2);
        expect(await sessions.find(here, 0)).not.toBeNull();
        expect([await sessions.find(laptop, 0), await sessions.find(phone, 0)]).toEqual([null, null]);
        expect(await sessions.find(beas, 0)).not.toBeNull();
        expect(await sessions.removeOthers(here)).toBe(0);
        expect(await sessions.removeOthers('unknown')).toBe(0);
        expect(await sessions.find(beas, 0)).not.toBeNull();
      });

      it("changes the operator's own password, keeping the session it was changed through", async () => {
        const operators = operatorsStore(engine, now);
        const sessions = sessionsStore(engine);
        const ada = await operators.create('ada@example.com', 'old', { mustChangePassword: true });
        const here = await sessions.create(ada.id, 0, 100);
        const elsewhere = await sessions.create(ada.id, 0, 100);
        await operators.changePassword(ada.id, 'new', hashToken(here));
        expect(await operators.findByEmail('ada@example.com')).toMatchObject({ passwordHash: 'new', mustChangePassword: false });
        expect(await sessions.find(here, 0)).toEqual({ user: ada, lastLoginTime: 0, expiresAt: 100 });
        expect(await sessions.find(elsewhere, 0)).toBeNull();
      });
    });

    describe('a lead with what leaves for it (one transaction)', () => {
      const counts = async () => ({
        leads: Number(
          (
            await engine.db
              .selectFrom('contact_inquiries')
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
        outbox: Number(
          (
            await engine.db
              .selectFrom('outbox')
              .select((e) => e.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      });

      it('stores the lead and its outbox items together, and a repeated key once', async () => {
        const id = await engine.db.transaction().execute(async (trx) => {
          const leadId = await submissionsStore(trx, now).add('contact', { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' });
          const lead = { kind: 'contact' as const, id: leadId };
          expect(
            await enqueueOutboxItem(
              trx,
              { destination: 'airtable', action: 'create', idempotencyKey: `a-${leadId}`, lead, payload: { x: 1 } },
              clock,
            ),
          ).toBe(true);
          expect(
            await enqueueOutboxItem(trx, { destination: 'mail', action: 'notify', idempotencyKey: `m-${leadId}`, lead, delayMs: 5 }, clock),
          ).toBe(true);
          expect(await enqueueOutboxItem(trx, { destination: 'mail', action: 'notify', idempotencyKey: `m-${leadId}`, lead }, clock)).toBe(
            false,
          );
          return leadId;
        });
        const items = await engine.db.selectFrom('outbox').selectAll().orderBy('id').execute();
        expect(items.map((item) => [item.destination, item.lead_id, item.payload, item.next_attempt_at])).toEqual([
          ['airtable', id, '{"x":1}', clock],
          ['mail', id, null, clock + 5],
        ]);
        expect(await counts()).toEqual({ leads: 1, outbox: 2 });
      });

      it('stores none of them when the transaction fails after the lead', async () => {
        await expect(
          engine.db.transaction().execute(async (trx) => {
            const leadId = await submissionsStore(trx, now).add('contact', { fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hi' });
            await enqueueOutboxItem(
              trx,
              { destination: 'airtable', action: 'create', idempotencyKey: `a-${leadId}`, lead: { kind: 'contact', id: leadId } },
              clock,
            );
            throw new Error('lost mid-transaction');
          }),
        ).rejects.toThrow('lost mid-transaction');
        expect(await counts()).toEqual({ leads: 0, outbox: 0 });
      });
    });

    describe('daily jobs (one server of several runs each)', () => {
      const day = 86_400_000;

      it('tells exactly one of several servers asking at once to run a job, and that one again next time', async () => {
        const servers = ['a', 'b', 'c'].map((id) => jobRunsStore(engine, now, id));
        const first = await Promise.all(servers.map((server) => server.claim('retention', day)));
        expect(first.filter(Boolean)).toHaveLength(1);
        const runner = servers[first.indexOf(true)]!;
        clock += day / 2;
        expect(await Promise.all(servers.map((server) => server.claim('retention', day)))).toEqual(
          servers.map((server) => server === runner),
        );
        expect(await servers.find((server) => server !== runner)!.claim('unconfirmed-purge', day)).toBe(true);
      });

      it('lets another server take a job over once its runner has missed a period', async () => {
        const a = jobRunsStore(engine, now, 'a');
        const b = jobRunsStore(engine, now, 'b');
        expect(await a.claim('retention', day)).toBe(true);
        clock += day - 1;
        expect(await b.claim('retention', day)).toBe(false);
        clock += 1;
        expect(await b.claim('retention', day)).toBe(true);
        expect(await a.claim('retention', day)).toBe(false);
      });
    });

    describe('trusted devices and server keys', () => {
      it('issues a device id, replaces it at the next sign-in keeping the first one, and forgets the replaced id', async () => {
        const operators = operatorsStore(engine, now);
        const devices = devicesStore(engine);
        const ada = await operators.create('Ada@example.com', 'hash');
        const first = await devices.issue(ada.id, undefined, 1_000);
        expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(await devices.find(first)).toEqual({ operatorId: ada.id, email: 'Ada@example.com' });
        const second = await devices.issue(ada.id, first, 2_000);
        expect(await devices.find(first)).toBeNull();
        expect(await devices.find(second)).toEqual({ operatorId: ada.id, email: 'Ada@example.com' });
        const rows = await engine.db.selectFrom('operator_devices').select(['token_hash', 'created_at', 'last_used_at']).execute();
        expect(rows).toEqual([{ token_hash: hashToken(second), created_at: 1_000, last_used_at: 2_000 }]);
      });

      it("keeps an account's most recent devices only, drops idle ones, and leaves other accounts' alone", async () => {
        const operators = operatorsStore(engine, now);
        const devices = devicesStore(engine, { maxIdleMs: 10_000, maxPerOperator: 2 });
        const ada = await operators.create('ada@example.com', 'hash');
        const bea = await operators.create('bea@example.com', 'hash');
        const beas = await devices.issue(bea.id, undefined, 0);
        const idle = await devices.issue(ada.id, undefined, 0);
        const older = await devices.issue(ada.id, undefined, 20_000);
        const newer = await devices.issue(ada.id, undefined, 20_001);
        expect(await devices.find(idle)).toBeNull();
        expect(await devices.find(older)).not.toBeNull();
        const newest = await devices.issue(ada.id, undefined, 20_002);
        expect(await devices.find(older)).toBeNull();
        expect([await devices.find(newer), await devices.find(newest)]).not.toContain(null);
        expect(await devices.find(beas)).toEqual({ operatorId: bea.id, email: 'bea@example.com' });
        await engine.db.deleteFrom('operators').where('id', '=', ada.id).execute();
        expect(await devices.find(newest)).toBeNull();
      });

      it('replaces only a device of the same account', async () => {
        const operators = operatorsStore(engine, now);
        const devices = devicesStore(engine);
        const ada = await operators.create('ada@example.com', 'hash');
        const bea = await operators.create('bea@example.com', 'hash');
        const beas = await devices.issue(bea.id, undefined, 0);
        await devices.issue(ada.id, beas, 1);
        expect(await devices.find(beas)).toEqual({ operatorId: bea.id, email: 'bea@example.com' });
      });

      it('makes a server key once and answers the same key after', async () => {
        const key = await serverKey(engine, 'device', now);
        expect(key).toHaveLength(32);
        expect(await serverKey(engine, 'device', now)).toEqual(key);
        expect(await serverKey(engine, 'other', now)).not.toEqual(key);
      });
    });

    describe('security events', () => {
      const event = (at: number, name: string, extra: Partial<SecurityEventRow> = {}): SecurityEventRow => ({
        at,
        event: name,
        outcome: 'success',
        ip: '203.0.113.9',
        emailHash: '0123456789abcdef',
        operatorId: 'op-1',
        device: 'Firefox on Linux',
        details: {},
        ...extra,
      });

      it('keeps each field as written and reads them newest first, ties by the later row', async () => {
        const events = securityEventsStore(engine);
        await events.add([
          event(1_000, 'sign_in_succeeded'),
          event(3_000, 'leads_erased', {
            outcome: 'success',
            ip: null,
            emailHash: null,
            device: null,
            details: { count: 3, scope: 'email', scrubPending: false },
          }),
          event(3_000, 'sign_in_failed', { outcome: 'failure', operatorId: null }),
        ]);
        await events.add([]);
        const { events: page, next } = await events.page({ limit: 10 });
        expect(next).toBeNull();
        expect(page.map((row) => row.event)).toEqual(['sign_in_failed', 'leads_erased', 'sign_in_succeeded']);
        expect(page[1]).toEqual({
          id: expect.any(Number),
          at: 3_000,
          event: 'leads_erased',
          outcome: 'success',
          ip: null,
          emailHash: null,
          operatorId: 'op-1',
          device: null,
          details: { count: 3, scope: 'email', scrubPending: false },
        });
        expect(page[2]).toEqual({ ...event(1_000, 'sign_in_succeeded'), id: expect.any(Number) });
      });

      it('pages with a cursor that skips nothing and repeats nothing, also across equal times', async () => {
        const events = securityEventsStore(engine);
        await events.add([1, 2, 2, 2, 3, 4, 4].map((at, index) => event(at, `e${index}`)));
        const seen: string[] = [];
        let before: { at: number; id: number } | undefined;
        for (let pages = 0; pages < 10; pages++) {
          const { events: page, next } = await events.page({ limit: 2, before });
          seen.push(...page.map((row) => row.event));
          if (!next) break;
          before = next;
        }
        expect(seen).toEqual(['e6', 'e5', 'e4', 'e3', 'e2', 'e1', 'e0']);
      });

      it('filters by event name, and an empty list selects nothing', async () => {
        const events = securityEventsStore(engine);
        await events.add([event(1, 'sign_in_succeeded'), event(2, 'sign_in_failed'), event(3, 'leads_erased'), event(4, 'sign_out')]);
        const names = async (query: Parameters<typeof events.page>[0]) => (await events.page(query)).events.map((row) => row.event);
        expect(await names({ events: ['sign_in_succeeded', 'sign_out'], limit: 10 })).toEqual(['sign_out', 'sign_in_succeeded']);
        expect(await names({ events: ['sign_in_succeeded', 'sign_out'], limit: 1, before: { at: 4, id: 0 } })).toEqual([
          'sign_in_succeeded',
        ]);
        expect(await names({ events: [], limit: 10 })).toEqual([]);
      });

      it('purges the events older than a time and keeps the rest', async () => {
        const events = securityEventsStore(engine);
        await events.add([event(10, 'a'), event(20, 'b'), event(30, 'c')]);
        expect(await events.purgeBefore(30)).toBe(2);
        expect((await events.page({ limit: 10 })).events.map((row) => row.event)).toEqual(['c']);
        expect(await events.purgeBefore(30)).toBe(0);
      });

      it('refuses an outcome the log does not write', async () => {
        const events = securityEventsStore(engine);
        expect(await violation(events.add([event(1, 'x', { outcome: 'maybe' as 'success' })]))).toBe(true);
      });
    });

    describe('second factors and recovery codes', () => {
      it('keeps a TOTP enrolment pending until confirmed, lists only confirmed factors, and refuses a second one', async () => {
        const ada = await operatorsStore(engine, now).create('ada@example.com', 'hash');
        const factors = factorsStore(engine);
        expect(await factors.startTotp(ada.id, Buffer.from('sealed-1'), 1_000)).toBe(true);
        expect(await factors.list(ada.id)).toEqual([]);
        expect(await factors.startTotp(ada.id, Buffer.from('sealed-2'), 2_000)).toBe(true);
        const pending = (await factors.totp(ada.id))!;
        expect(pending).toMatchObject({ createdAt: 2_000, confirmedAt: null, lastStep: null });
        expect(pending.sealedSecret.equals(Buffer.from('sealed-2'))).toBe(true);
        expect(await factors.acceptStep(pending.id, 5)).toBe(false);
        expect(await factors.confirmTotp(pending.id, 7, 3_000)).toBe(true);
        expect(await factors.confirmTotp(pending.id, 8, 4_000)).toBe(false);
        expect(await factors.list(ada.id)).toEqual([{ id: pending.id, kind: 'totp', createdAt: 3_000 }]);
        expect(await factors.startTotp(ada.id, Buffer.from('sealed-3'), 5_000)).toBe(false);
        expect((await factors.totp(ada.id))!.sealedSecret.equals(Buffer.from('sealed-2'))).toBe(true);
      });

      it('accepts each TOTP step once and never an earlier one', async () => {
        const ada = await operatorsStore(engine, now).create('ada@example.com', 'hash');
        const factors = factorsStore(engine);
        await factors.startTotp(ada.id, Buffer.from('sealed'), 1_000);
        const { id } = (await factors.totp(ada.id))!;
        await factors.confirmTotp(id, 2 ** 40, 1_000);
        expect(await factors.acceptStep(id, 2 ** 40)).toBe(false);
        expect(await factors.acceptStep(id, 2 ** 40 + 1)).toBe(true);
        // Two sign-ins with the same code at once (a pool on PostgreSQL): either may win, never both.
        const both = await Promise.all([factors.acceptStep(id, 2 ** 40 + 2), factors.acceptStep(id, 2 ** 40 + 2)]);
        expect(both.filter(Boolean)).toHaveLength(1);
        expect(await factors.acceptStep(id, 2 ** 40 - 1)).toBe(false);
        expect((await factors.totp(ada.id))!.lastStep).toBe(2 ** 40 + 2);
      });

      it('uses each recovery code once, replaces them all, and forgets everything with the factor or the account', async () => {
        const operators = operatorsStore(engine, now);
        const ada = await operators.create('ada@example.com', 'hash');
        const bea = await operators.create('bea@example.com', 'hash');
        const factors = factorsStore(engine);
        await factors.startTotp(ada.id, Buffer.from('sealed'), 1_000);
        await factors.confirmTotp((await factors.totp(ada.id))!.id, 1, 1_000);
        await factors.replaceRecoveryCodes(ada.id, ['h1', 'h2', 'h3'], 1_000);
        await factors.replaceRecoveryCodes(bea.id, ['h1'], 1_000);
        expect(await factors.useRecoveryCode(ada.id, 'h2', 2_000)).toBe(true);
        expect(await factors.useRecoveryCode(ada.id, 'h2', 2_001)).toBe(false);
        expect(await factors.useRecoveryCode(ada.id, 'nope', 2_002)).toBe(false);
        expect(await factors.recoveryCodesLeft(ada.id)).toBe(2);
        await factors.replaceRecoveryCodes(ada.id, ['h4'], 3_000);
        expect(await factors.useRecoveryCode(ada.id, 'h1', 3_001)).toBe(false);
        expect(await factors.recoveryCodesLeft(ada.id)).toBe(1);
        expect(await factors.removeAll(ada.id)).toBe(true);
        expect(await factors.removeAll(ada.id)).toBe(false);
        expect([await factors.totp(ada.id), await factors.recoveryCodesLeft(ada.id)]).toEqual([null, 0]);
        expect(await factors.recoveryCodesLeft(bea.id)).toBe(1);
        await engine.db.deleteFrom('operators').where('id', '=', bea.id).execute();
        expect(await engine.db.selectFrom('operator_recovery_codes').selectAll().execute()).toEqual([]);
      });
    });

    describe('passkeys', () => {
      const passkey = (id: string, operatorId: string, createdAt: number) => ({
        id,
        operatorId,
        name: `Laptop ${id}`,
        publicKey: new Uint8Array([1, 2, 3, id.length]),
        counter: 0,
        transports: ['internal' as const, 'hybrid' as const],
        createdAt,
        lastUsedAt: null,
      });

      it('keeps several named passkeys per account, oldest first, and removes only the owner’s', async () => {
        const operators = operatorsStore(engine, now);
        const ada = await operators.create('ada@example.com', 'hash');
        const bea = await operators.create('bea@example.com', 'hash');
        const passkeys = passkeysStore(engine);
        await passkeys.add(passkey('k2', ada.id, 2_000));
        await passkeys.add(passkey('k1', ada.id, 1_000));
        await passkeys.add(passkey('k3', bea.id, 1_500));
        expect((await passkeys.forOperator(ada.id)).map(({ id }) => id)).toEqual(['k1', 'k2']);
        expect(await passkeys.byId('k2')).toEqual(passkey('k2', ada.id, 2_000));
        expect(await passkeys.remove(bea.id, 'k1')).toBe(false);
        expect(await passkeys.remove(ada.id, 'k1')).toBe(true);
        expect(await passkeys.byId('k1')).toBeNull();
        expect(await violation(passkeys.add(passkey('k2', bea.id, 3_000)))).toBe(true);
        expect(await violation(passkeys.add({ ...passkey('k4', bea.id, 3_000), name: '' }))).toBe(true);
        await engine.db.deleteFrom('operators').where('id', '=', bea.id).execute();
        expect(await passkeys.byId('k3')).toBeNull();
      });

      it('records a sign-in only with a counter that moved forward', async () => {
        const ada = await operatorsStore(engine, now).create('ada@example.com', 'hash');
        const passkeys = passkeysStore(engine);
        await passkeys.add(passkey('k1', ada.id, 1_000));
        await passkeys.used('k1', 5, 2_000);
        await passkeys.used('k1', 4, 3_000);
        expect(await passkeys.byId('k1')).toMatchObject({ counter: 5, lastUsedAt: 2_000 });
      });
    });

    it('answers a query with an engine-specific part inside a transaction', async () => {
      const count = await engine.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('countdowns')
          .select(sql<number>`count(*)`.as('n'))
          .where(engine.sql.isNormalisedInstant('target_date'))
          .executeTakeFirstOrThrow();
        return Number(row.n);
      });
      expect(count).toBe(0);
    });
  });
}
