import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthEvent, AuthSession } from '../src/domain/auth.ts';
import { DataError } from '../src/domain/errors.ts';
import type { CountdownFeedEvent, DataAdapters } from '../src/ports.ts';

export interface ContractContext {
  /** Adapters for one browser (one cookie jar / session store). */
  adapters: DataAdapters;
  /** Adapters for a second, anonymous browser. */
  anonymous: DataAdapters;
  operator: { email: string; password: string };
  /**
   * Moves the backend's clock forward (for the 5-minute rule). Required: every adapter under contract runs
   * against a backend whose clock the test controls (the real server's `now`, the Supabase fake's `now`),
   * so the freshness test never skips.
   */
  advanceClock: (ms: number) => void;
  teardown(): Promise<void>;
}

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

function collect<T>(subscribe: (push: (value: T) => void) => () => void) {
  const values: T[] = [];
  const waiters: Array<() => void> = [];
  const stop = subscribe((value) => {
    values.push(value);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    values,
    stop,
    async until(count: number, timeoutMs = 5000): Promise<T[]> {
      const deadline = Date.now() + timeoutMs;
      while (values.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} events, got ${JSON.stringify(values)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return values;
    },
  };
}

/** The behaviour every adapter set (local, supabase + airtable) must show; `setup` gives a fresh backend. */
export function describePortsContract(name: string, setup: () => Promise<ContractContext>): void {
  describe(`ports contract: ${name}`, () => {
    let ctx: ContractContext;
    beforeEach(async () => {
      ctx = await setup();
    });
    afterEach(async () => {
      await ctx.teardown();
    });

    describe('auth', () => {
      it('starts signed out and emits INITIAL_SESSION with null', async () => {
        expect(await ctx.adapters.auth.getSession()).toBeNull();
        const events = collect<[AuthEvent, AuthSession | null]>((push) => ctx.adapters.auth.onAuthStateChange((e, s) => push([e, s])));
        expect(await events.until(1)).toEqual([['INITIAL_SESSION', null]]);
        events.stop();
      });

      it('signs in, emits SIGNED_IN, keeps the session, and signs out', async () => {
        const events = collect<[AuthEvent, AuthSession | null]>((push) => ctx.adapters.auth.onAuthStateChange((e, s) => push([e, s])));
        await events.until(1);
        const before = Date.now();
        const session = await ctx.adapters.auth.signIn(ctx.operator);
        expect(session.user.email).toBe(ctx.operator.email);
        expect(session.lastLoginTime).toBeGreaterThanOrEqual(before - 1000);
        expect((await events.until(2))[1]).toEqual(['SIGNED_IN', session]);
        expect(await ctx.adapters.auth.getSession()).toEqual(session);
        await ctx.adapters.auth.signOut();
        expect((await events.until(3))[2]).toEqual(['SIGNED_OUT', null]);
        expect(await ctx.adapters.auth.getSession()).toBeNull();
        events.stop();
      });

      it('fails a wrong password with the generic invalid_credentials error', async () => {
        const error = await rejection(ctx.adapters.auth.signIn({ email: ctx.operator.email, password: 'wrong password' }));
        expect(error.code).toBe('invalid_credentials');
        const unknown = await rejection(ctx.adapters.auth.signIn({ email: 'nobody@example.com', password: 'wrong password' }));
        expect(unknown.message).toBe(error.message);
      });

      it('refuses operator operations more than 5 minutes after sign-in', async () => {
        await ctx.adapters.auth.signIn(ctx.operator);
        await ctx.adapters.countdowns.list();
        ctx.advanceClock(300_001);
        expect((await rejection(ctx.adapters.countdowns.list())).code).toBe('unauthorized');
        expect(await ctx.adapters.auth.getSession()).toBeNull();
      });
    });

    describe('countdowns', () => {
      it('keeps operator operations from anonymous visitors', async () => {
        expect((await rejection(ctx.anonymous.countdowns.list())).code).toBe('unauthorized');
        expect((await rejection(ctx.anonymous.countdowns.create({ title: 'x', target_date: '2030-01-01T00:00:00Z' }))).code).toBe(
          'unauthorized',
        );
      });

      it("creates active countdowns, lists them by date, and answers 'Please fill in all fields'", async () => {
        await ctx.adapters.auth.signIn(ctx.operator);
        const later = await ctx.adapters.countdowns.create({ title: 'Later', target_date: '2031-01-01T00:00:00.000Z' });
        const sooner = await ctx.adapters.countdowns.create({ title: 'Sooner', target_date: '2030-01-01T00:00:00.000Z' });
        expect(sooner).toMatchObject({ title: 'Sooner', target_date: '2030-01-01T00:00:00.000Z', is_active: true });
        expect(await ctx.adapters.countdowns.list()).toEqual([sooner, later]);
        const missing = await rejection(ctx.adapters.countdowns.create({ title: '', target_date: '' }));
        expect(missing.message).toBe('Please fill in all fields');
      });

      it('serves the earliest active countdown to anonymous visitors; toggle and delete change it', async () => {
        await ctx.adapters.auth.signIn(ctx.operator);
        expect(await ctx.anonymous.countdowns.active()).toBeNull();
        const first = await ctx.adapters.countdowns.create({ title: 'First', target_date: '2030-01-01T00:00:00.000Z' });
        const second = await ctx.adapters.countdowns.create({ title: 'Second', target_date: '2030-06-01T00:00:00.000Z' });
        expect(await ctx.anonymous.countdowns.active()).toEqual(first);
        expect(await ctx.adapters.countdowns.toggle(first.id)).toEqual({ ...first, is_active: false });
        expect(await ctx.anonymous.countdowns.active()).toEqual(second);
        await ctx.adapters.countdowns.remove(second.id);
        expect(await ctx.anonymous.countdowns.active()).toBeNull();
        expect(await ctx.adapters.countdowns.list()).toEqual([{ ...first, is_active: false }]);
      });

      it('delivers INSERT, UPDATE and DELETE to the operator and a change signal to visitors', async () => {
        await ctx.adapters.auth.signIn(ctx.operator);
        // RESYNC (the stream opened, or may have missed changes) asks the subscriber to read again; it is not a change.
        const admin = collect<CountdownFeedEvent>((push) =>
          ctx.adapters.countdowns.subscribe((event) => event.type !== 'RESYNC' && push(event)),
        );
        const banner = collect<CountdownFeedEvent>((push) => ctx.anonymous.countdowns.subscribe(push));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const created = await ctx.adapters.countdowns.create({ title: 'Live', target_date: '2030-01-01T00:00:00.000Z' });
        const toggled = await ctx.adapters.countdowns.toggle(created.id);
        await ctx.adapters.countdowns.remove(created.id);
        const events = await admin.until(3);
        expect(events.map((e) => e.type)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
        expect(events[0]).toEqual({ type: 'INSERT', countdown: created });
        expect(events[1]).toEqual({ type: 'UPDATE', countdown: toggled });
        expect(events[2]).toMatchObject({ type: 'DELETE', countdown: { id: created.id } });
        expect((await banner.until(3)).length).toBeGreaterThanOrEqual(3);
        admin.stop();
        banner.stop();
      });
    });

    describe('submissions', () => {
      it('accepts a contact inquiry and a waitlist entry', async () => {
        await ctx.anonymous.submissions.submitContact({ fullName: 'Ada', email: 'ada@example.com', inquiry: 'Hello' });
        await ctx.anonymous.submissions.joinWaitlist({
          fullName: 'Ada',
          email: 'ada@example.com',
          consent: true,
          services: ['telegram', 'cold-email'],
          language: 'tr',
        });
        if (ctx.adapters.leads) {
          await ctx.adapters.auth.signIn(ctx.operator);
          const { leads } = await ctx.adapters.leads.page({});
          expect(leads).toEqual([
            expect.objectContaining({ kind: 'waitlist', services: ['Telegram Bot', 'Cold Email Outreach'], language: 'tr' }),
            expect.objectContaining({ kind: 'contact', fullName: 'Ada', inquiry: 'Hello', status: 'New' }),
          ]);
        }
      });

      it('rejects invalid input with field codes', async () => {
        const error = await rejection(ctx.anonymous.submissions.submitContact({ fullName: '', email: 'nope', inquiry: 'x' }));
        expect(error.code).toBe('validation_failed');
        expect(error.fieldErrors).toEqual({ fullName: 'required', email: 'invalid_email' });
      });

      it("rejects a waitlist entry whose services all fail to map with 'No valid services selected'", async () => {
        const error = await rejection(
          ctx.anonymous.submissions.joinWaitlist({ fullName: 'A', email: 'a@example.com', consent: true, services: ['fax'] }),
        );
        expect(error.code).toBe('no_valid_services');
        expect(error.message).toBe('No valid services selected');
      });
    });
  });
}
