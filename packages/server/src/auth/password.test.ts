import { describe, expect, it } from 'vitest';
import { HashBusyError, hashGate, hashPassword, verifyPassword } from './password.ts';
import { testScrypt } from '../../test-support/api.ts';

/** Work that finishes only when the test says so. */
function heldWork(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      return name;
    },
    finish,
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('hashGate (issue 28 item 8)', () => {
  it('runs at most `concurrency` hashes, queues `queue` more in arrival order, refuses the rest with a Retry-After', async () => {
    const gate = hashGate({ concurrency: 1, queue: 2 });
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => heldWork(log, name)) as [
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
    ];
    const runs = [gate.run(a.work), gate.run(b.work), gate.run(c.work)];
    const refused = gate.run(d.work);
    await expect(refused).rejects.toBeInstanceOf(HashBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    await flush();
    expect(log).toEqual(['start a']);
    a.finish();
    await expect(runs[0]).resolves.toBe('a');
    await flush();
    expect(log).toEqual(['start a', 'start b']);
    // A newcomer while b runs and c waits: the queue has room for one more, and it waits behind c.
    const e = heldWork(log, 'e');
    const late = gate.run(e.work);
    b.finish();
    c.finish();
    e.finish();
    expect(await Promise.all([...runs, late])).toEqual(['a', 'b', 'c', 'e']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start e']);
  });

  it("keeps a place and a queue that goes first for trusted devices' hashes, even when the others' is full (issue 45)", async () => {
    const gate = hashGate({ concurrency: 1, queue: 1, priorityQueue: 1 });
    const log: string[] = [];
    const [a, b, t1, t2] = ['a', 'b', 't1', 't2'].map((name) => heldWork(log, name)) as [
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
      ReturnType<typeof heldWork>,
    ];
    const runs = [gate.run(a.work), gate.run(b.work)];
    await expect(gate.run(async () => 'anonymous')).rejects.toBeInstanceOf(HashBusyError);
    const trusted = [gate.run(t1.work, { priority: true }), gate.run(t2.work, { priority: true })];
    await expect(gate.run(async () => 'third trusted', { priority: true })).rejects.toBeInstanceOf(HashBusyError);
    await flush();
    expect(log).toEqual(['start a', 'start t1']);
    a.finish();
    await flush();
    expect(log).toEqual(['start a', 'start t1', 'start t2']);
    t1.finish();
    await flush();
    expect(log).toEqual(['start a', 'start t1', 'start t2']);
    t2.finish();
    b.finish();
    expect(await Promise.all([...runs, ...trusted])).toEqual(['a', 'b', 't1', 't2']);
    expect(log).toEqual(['start a', 'start t1', 'start t2', 'start b']);
  });

  it('frees its place when the work fails', async () => {
    const gate = hashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('password hashes', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery', testScrypt);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});
