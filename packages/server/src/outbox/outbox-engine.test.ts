import { describe, expect, it, vi } from 'vitest';
import type { NewOutboxItem } from './outbox-types.ts';
import { engineFixture, scriptedDestination } from '../../test-support/outbox-destination.ts';

const wait = { timeout: 20_000, interval: 5 };
const item = (destination: string, n: number, action = 'send'): NewOutboxItem => ({
  destination,
  action,
  idempotencyKey: `${destination}:${action}:${n}`,
  lead: { kind: 'contact', id: `lead-${n}` },
});
const ids = (call: { items: Array<{ id: number }> }) => call.items.map((i) => i.id);

describe('outbox engine: order, batches and rate', () => {
  it('sends due items oldest first, in batches of up to batchSize that share a batch key', async () => {
    const dest = scriptedDestination('hook', { batchSize: 3, batchKey: (i) => i.action });
    const f = engineFixture([dest]);
    const { engine } = f;
    for (const [n, action] of ['a', 'b', 'a', 'a', 'a', 'b'].entries()) await f.enqueue(item('hook', n, action));
    engine.start();
    await vi.waitFor(async () => expect((await engine.stats())[0]?.depth).toBe(0), wait);
    expect(dest.calls.map(ids)).toEqual([[1, 3, 4], [2, 6], [5]]);
  });

  it('starts request n+limit no sooner than perMs after request n was answered, across retries', async () => {
    const dest = scriptedDestination('hook', {
      batchSize: 1,
      rate: { requests: 3, perMs: 150 },
      reply: (call, index) =>
        call.items.map(() => (index % 4 === 1 ? { status: 'retry', error: 'busy', retryAfterMs: 0 } : { status: 'sent' })),
    });
    const f = engineFixture([dest]);
    const { engine } = f;
    for (let n = 0; n < 9; n++) await f.enqueue(item('hook', n));
    engine.start();
    await vi.waitFor(async () => expect((await engine.stats())[0]?.depth).toBe(0), wait);
    expect(dest.calls.length).toBeGreaterThan(9);
    for (let n = 3; n < dest.calls.length; n++) {
      expect(dest.calls[n]!.startedAt - dest.calls[n - 3]!.answeredAt!).toBeGreaterThanOrEqual(150);
    }
  });
});

describe('outbox engine: failures', () => {
  it('honours retryAfterMs exactly: counts the attempt, pauses the destination, then sends in due order', async () => {
    const dest = scriptedDestination('hook', {
      reply: (call, index) =>
        call.items.map(() => (index === 0 ? { status: 'retry', error: 'Rate limit', retryAfterMs: 300 } : { status: 'sent' })),
    });
    const f = engineFixture([dest]);
    const { engine, clock, row } = f;
    await f.enqueue(item('hook', 1));
    engine.start();
    await vi.waitFor(
      () => expect(row(1)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Rate limit', next_attempt_at: clock.now + 300 }),
      wait,
    );
    // Another item queued during the pause waits for it too, and goes first (it fell due earlier).
    await f.enqueue(item('hook', 2));
    engine.kick();
    clock.now += 300;
    await vi.waitFor(() => expect(dest.calls).toHaveLength(2), wait);
    expect(dest.calls[1]!.startedAt - dest.calls[0]!.answeredAt!).toBeGreaterThanOrEqual(300);
    expect(ids(dest.calls[1]!)).toEqual([2, 1]);
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'sent', attempts: 2 }), wait);
  });

  it('backs off with jitter from the schedule, hands the item to the operator after maxAttempts, and retries it on request', async () => {
    const dest = scriptedDestination('hook', {
      reply: (call, index) => call.items.map(() => (index < 3 ? { status: 'retry', error: `down ${index}` } : { status: 'sent' })),
    });
    const f = engineFixture([dest], { retryDelaysMs: [1000, 4000], maxAttempts: 3, random: () => 0.5 });
    const { engine, clock, row } = f;
    await f.enqueue(item('hook', 1));
    engine.start();
    const start = clock.now;
    await vi.waitFor(() => expect(row(1)).toMatchObject({ attempts: 1, next_attempt_at: start + 750 }), wait);
    clock.now += 750;
    engine.kick();
    await vi.waitFor(() => expect(row(1)).toMatchObject({ attempts: 2, next_attempt_at: start + 750 + 3000 }), wait);
    clock.now += 3000;
    engine.kick();
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'down 2' }), wait);
    expect((await engine.list({ status: 'failed', limit: 10 })).map((v) => v.id)).toEqual([1]);
    expect(await engine.retry(1)).toBe(true);
    engine.kick();
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'sent', attempts: 4 }), wait);
    expect(await engine.retry(1)).toBe(false);
  });

  it('splits a batch refused as a whole: each item goes alone next', async () => {
    const dest = scriptedDestination('hook', {
      reply: (call) =>
        call.items.length > 1
          ? call.items.map(() => ({ status: 'retry', error: 'one bad record', retryAfterMs: 0, alone: true }))
          : call.items.map((i) => (i.id === 2 ? { status: 'failed', error: 'bad record' } : { status: 'sent' })),
    });
    const f = engineFixture([dest]);
    const { engine, row } = f;
    for (let n = 1; n <= 3; n++) await f.enqueue(item('hook', n));
    engine.start();
    await vi.waitFor(async () => expect((await engine.stats())[0]?.depth).toBe(0), wait);
    expect(dest.calls.map(ids)).toEqual([[1, 2, 3], [1], [2], [3]]);
    expect(row(2)).toMatchObject({ status: 'failed', last_error: 'bad record' });
  });
});

describe('outbox engine: hung requests and fairness', () => {
  it('abandons a request unanswered after timeoutMs (its signal aborts) and sends the rest while it still hangs', async () => {
    const dest = scriptedDestination('hook', {
      batchSize: 1,
      timeoutMs: 100,
      reply: (_, index) => (index === 0 ? 'hang' : [{ status: 'sent' }]),
    });
    const f = engineFixture([dest]);
    const { engine, row } = f;
    for (let n = 1; n <= 3; n++) await f.enqueue(item('hook', n));
    engine.start();
    await vi.waitFor(() => expect(row(3)).toMatchObject({ status: 'sent' }), wait);
    expect(dest.calls[0]!.signal.aborted).toBe(true);
    expect(dest.calls[0]!.answeredAt).toBeUndefined();
    expect(row(2)).toMatchObject({ status: 'sent', attempts: 1 });
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'pending', attempts: 1, possible_duplicate: 1 }), wait);
    expect(String(row(1)!.last_error)).toBe('No answer from hook within 0.1 s; sent again later.');
  });

  it("never lets one destination's hung request or pause hold another's items", async () => {
    const slow = scriptedDestination('slow', { reply: () => 'hang' });
    const paused = scriptedDestination('paused', {
      reply: (call) => call.items.map(() => ({ status: 'retry', error: '429', retryAfterMs: 60_000 })),
    });
    const fast = scriptedDestination('fast', { batchSize: 1 });
    const f = engineFixture([slow, paused, fast]);
    const { engine } = f;
    await f.enqueue(item('slow', 1));
    await f.enqueue(item('paused', 1));
    for (let n = 1; n <= 3; n++) await f.enqueue(item('fast', n));
    engine.start();
    await vi.waitFor(() => expect(fast.calls).toHaveLength(3), wait);
    expect(slow.calls[0]!.answeredAt).toBeUndefined();
    await vi.waitFor(
      async () =>
        expect(await engine.stats()).toEqual([
          { destination: 'fast', depth: 0, inFlight: 0, failed: 0, oldestPendingAgeMs: null },
          { destination: 'paused', depth: 1, inFlight: 0, failed: 0, oldestPendingAgeMs: 0 },
          { destination: 'slow', depth: 1, inFlight: 1, failed: 0, oldestPendingAgeMs: 0 },
        ]),
      wait,
    );
    slow.calls[0]!.answer([{ status: 'sent' }]);
  });
});

describe('outbox engine: restarts and shutdown', () => {
  it('marks items in flight (attempt counted) before the request; stop() resolves only once the answer is recorded', async () => {
    const dest = scriptedDestination('hook', { reply: () => 'hang' });
    const f = engineFixture([dest]);
    const { engine, row } = f;
    await f.enqueue(item('hook', 1));
    engine.start();
    await vi.waitFor(() => expect(dest.calls).toHaveLength(1), wait);
    expect(row(1)).toMatchObject({ status: 'sending', attempts: 1 });
    let stopped = false;
    const stopping = engine.stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    dest.calls[0]!.answer([{ status: 'sent', externalId: 'ext-1' }]);
    await stopping;
    expect(row(1)).toMatchObject({ status: 'sent', external_id: 'ext-1' });
  });

  it('resumes a lane stopped by a failed write: the item recorded in flight goes again, and nothing stops for good', async () => {
    const dest = scriptedDestination('hook', { reply: () => 'hang' });
    const logged: string[] = [];
    const f = engineFixture([dest], { log: (line) => logged.push(line) });
    const { engine, db, row } = f;
    // The answer cannot be recorded (as with a busy or full disk) until the trigger is dropped.
    db.exec(
      `CREATE TRIGGER refuse_sent BEFORE UPDATE OF status ON outbox WHEN new.status = 'sent' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    );
    await f.enqueue(item('hook', 1));
    engine.start();
    await vi.waitFor(() => expect(dest.calls).toHaveLength(1), wait);
    dest.calls[0]!.answer([{ status: 'sent', externalId: 'ext-1' }]);
    await vi.waitFor(() => expect(logged.join('\n')).toMatch(/hook stopped by an error, resuming in \d+ ms: .*disk I\/O error/s), wait);
    expect(row(1)).toMatchObject({ status: 'sending', attempts: 1 });
    db.exec('DROP TRIGGER refuse_sent');
    await vi.waitFor(() => expect(dest.calls).toHaveLength(2), wait);
    expect(ids(dest.calls[1]!)).toEqual([1]);
    dest.calls[1]!.answer([{ status: 'sent', externalId: 'ext-1' }]);
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'sent', attempts: 2, possible_duplicate: 1 }), wait);
  });

  it('starts on a database that refuses the recovery of what was in flight (a full disk), and recovers it once it can', async () => {
    const first = engineFixture([scriptedDestination('hook', { reply: () => 'hang' })]);
    await first.enqueue(item('hook', 1));
    first.engine.start();
    await vi.waitFor(() => expect(first.row(1)).toMatchObject({ status: 'sending' }), wait);
    first.db.exec(
      `CREATE TRIGGER refuse_recovery BEFORE UPDATE OF status ON outbox WHEN new.status = 'pending' BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
    );
    const dest = scriptedDestination('hook');
    const logged: string[] = [];
    const second = engineFixture([dest], { log: (line) => logged.push(line) }, first.db);
    expect(() => second.engine.start()).not.toThrow();
    await vi.waitFor(() => expect(logged.join('\n')).toMatch(/hook could not start yet: database or disk is full/), wait);
    first.db.exec('DROP TRIGGER refuse_recovery');
    await vi.waitFor(() => expect(second.row(1)).toMatchObject({ status: 'sent', attempts: 2 }), wait);
    expect(dest.calls.map(ids)).toEqual([[1]]);
  });

  it('stop({ graceMs }) abandons a request still unanswered then, and records it to go again at the next start', async () => {
    const dest = scriptedDestination('hook', { reply: () => 'hang' });
    const f = engineFixture([dest]);
    const { engine, row } = f;
    await f.enqueue(item('hook', 1));
    engine.start();
    await vi.waitFor(() => expect(dest.calls).toHaveLength(1), wait);
    await engine.stop({ graceMs: 50 });
    expect(dest.calls[0]!.signal.aborted).toBe(true);
    expect(row(1)).toMatchObject({
      status: 'pending',
      attempts: 1,
      possible_duplicate: 1,
      last_error: 'The server stopped before the answer came; sent again at the next start.',
    });
  });

  it.each([
    [false, 1],
    [true, 0],
  ])('sends again what was in flight when the process died (idempotent %s: possibleDuplicate %i)', async (idempotent, flagged) => {
    const first = engineFixture([scriptedDestination('hook', { idempotent, reply: () => 'hang' })]);
    await first.enqueue(item('hook', 1));
    first.engine.start();
    await vi.waitFor(() => expect(first.row(1)).toMatchObject({ status: 'sending' }), wait);
    // The process dies here: the first engine never records an answer. A new one starts on the same file.
    const dest = scriptedDestination('hook', { idempotent });
    const second = engineFixture([dest], {}, first.db);
    second.engine.start();
    await vi.waitFor(() => expect(second.row(1)).toMatchObject({ status: 'sent', attempts: 2, possible_duplicate: flagged }), wait);
    expect(dest.calls.map(ids)).toEqual([[1]]);
  });
});

describe('outbox engine: erasure', () => {
  it("forgets an erased lead's items: unsent ones go, sent ones leave their follow-up, in-flight ones settle first", async () => {
    const dest = scriptedDestination('hook', {
      onErase: (i) => [{ destination: 'hook', action: 'undo', idempotencyKey: `undo:${i.externalId}`, payload: { ref: i.externalId } }],
      batchKey: (i) => i.action,
      reply: (call) =>
        call.items.some((i) => i.lead?.id === 'lead-3') ? 'hang' : call.items.map((i) => ({ status: 'sent', externalId: `ext-${i.id}` })),
    });
    const f = engineFixture([dest]);
    const { engine, db, row } = f;
    await f.enqueue(item('hook', 1));
    engine.start();
    await vi.waitFor(() => expect(row(1)).toMatchObject({ status: 'sent' }), wait);
    await f.enqueue(item('hook', 3));
    engine.kick();
    await vi.waitFor(() => expect(row(2)).toMatchObject({ status: 'sending' }), wait);
    await f.enqueue(item('hook', 4)); // pending: the destination's one request in flight hangs

    const queued = await f.forgetLeads(['lead-1', 'lead-3', 'lead-4'].map((id) => ({ kind: 'contact' as const, id })));
    expect(queued).toBe(1);
    expect(row(1)).toBeUndefined();
    expect(row(3)).toBeUndefined();
    expect(row(2)).toMatchObject({ status: 'sending', lead_erased: 1, payload: null });
    expect((await engine.list({ status: 'pending', limit: 10 })).map((v) => [v.action, v.lead])).toEqual([
      ['undo', null],
      ['send', null],
    ]);

    dest.calls.at(-1)!.answer([{ status: 'sent', externalId: 'ext-2' }]);
    await vi.waitFor(() => expect(row(2)).toBeUndefined(), wait);
    expect(db.prepare(`SELECT action, idempotency_key, payload FROM outbox ORDER BY id`).all()).toEqual([
      { action: 'undo', idempotency_key: 'undo:ext-1', payload: '{"ref":"ext-1"}' },
      { action: 'undo', idempotency_key: 'undo:ext-2', payload: '{"ref":"ext-2"}' },
    ]);
  });

  it('keeps a note, without payload, for an erased item whose earlier request may have landed', async () => {
    const f = engineFixture([scriptedDestination('hook')]);
    const { engine, db, row } = f;
    await f.enqueue({ ...item('hook', 1), payload: { secret: 'name' } });
    db.prepare(`UPDATE outbox SET possible_duplicate = 1, attempts = 1, status = 'pending' WHERE id = 1`).run();
    await f.forgetLeads([{ kind: 'contact', id: 'lead-1' }]);
    expect(row(1)).toMatchObject({ status: 'failed', payload: null, lead_erased: 1 });
    expect((await engine.list({ status: 'failed', limit: 10 }))[0]).toMatchObject({
      lead: null,
      possibleDuplicate: true,
      lastError: expect.stringContaining('a copy may exist'),
    });
    expect(await engine.retry(1)).toBe(false);
  });

  it('hands an erased item in flight at a stop to its destination at the next start, which looks for the copy it may have made', async () => {
    const find = (i: { lead: { id: string } | null }, delayMs: number): NewOutboxItem => ({
      destination: 'hook',
      action: 'find',
      idempotencyKey: `find:${i.lead?.id}`,
      delayMs,
    });
    const dest = scriptedDestination('hook', {
      onErase: (i, { landingMayFollow }) => (i.possibleDuplicate ? [find(i, landingMayFollow ? 60_000 : 0)] : []),
      reply: () => 'hang',
    });
    const f = engineFixture([dest]);
    const { engine, db, row, clock } = f;
    await f.enqueue(item('hook', 1));
    db.prepare(`UPDATE outbox SET status = 'sending', attempts = 1, lead_erased = 1 WHERE id = 1`).run();
    engine.start();
    await vi.waitFor(() => expect(row(1)).toBeUndefined(), wait);
    expect(row(2)).toMatchObject({ action: 'find', status: 'pending', next_attempt_at: clock.now + 60_000, lead_id: null });
    expect(await engine.list({ status: 'failed', limit: 10 })).toEqual([]);
  });

  it('queues what a sent outcome asks to follow in its transaction, due in priority order', async () => {
    const dest = scriptedDestination('hook', {
      batchSize: 1,
      reply: (call) =>
        call.items[0]?.action === 'find'
          ? [
              {
                status: 'sent',
                followUps: [
                  { ...item('hook', 8, 'undo'), lead: null },
                  { ...item('hook', 9, 'find'), lead: null, priority: -1 },
                ],
              },
            ]
          : [{ status: 'sent' }],
    });
    const f = engineFixture([dest]);
    const { engine } = f;
    await f.enqueue({ ...item('hook', 7, 'find'), lead: null });
    engine.start();
    await vi.waitFor(async () => expect((await engine.stats())[0]?.depth).toBe(0), wait);
    // The follow-ups of find 9 repeat keys already queued: nothing is queued twice.
    expect(dest.calls.map((c) => c.items[0]?.idempotencyKey)).toEqual(['hook:find:7', 'hook:find:9', 'hook:undo:8']);
  });
});
