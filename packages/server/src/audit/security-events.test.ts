import { describe, expect, it } from 'vitest';
import type { SecurityEventRow } from '../db/engine/security-events-store.ts';
import { securityLog, type SecurityEntry } from './security-log.ts';
import { securityEventRow, storedSecurityEvents } from './security-events.ts';

const at = Date.parse('2026-03-01T10:00:00.000Z');

function entries(): SecurityEntry[] {
  const written: SecurityEntry[] = [];
  const log = securityLog(
    (entry) => written.push(entry),
    () => at,
  );
  log.record('sign_in_succeeded', {
    ip: '203.0.113.9',
    email: 'Ada@Example.com',
    operator: 'op-1',
    outcome: 'success',
    device: 'Firefox on Linux',
  });
  log.record('leads_erased', { outcome: 'success', count: 2, scope: 'email', queuedDeletes: 1, scrubPending: false });
  return written;
}

describe('the stored security log', () => {
  it('stores what the log line holds: the e-mail only as its hash, the other fields as details', () => {
    const [signIn, erased] = entries().map(securityEventRow);
    expect(signIn).toEqual({
      at,
      event: 'sign_in_succeeded',
      outcome: 'success',
      ip: '203.0.113.9',
      emailHash: expect.stringMatching(/^[0-9a-f]{16}$/),
      operatorId: 'op-1',
      device: 'Firefox on Linux',
      details: {},
    });
    expect(JSON.stringify(signIn)).not.toContain('Example.com');
    expect(erased).toMatchObject({
      ip: null,
      emailHash: null,
      device: null,
      details: { count: 2, scope: 'email', queuedDeletes: 1, scrubPending: false },
    });
  });

  it('answers at once and writes the queued entries together on a later turn', async () => {
    const added: SecurityEventRow[][] = [];
    const events = storedSecurityEvents({ add: async (rows) => void added.push([...rows]) }, () => {});
    for (const entry of entries()) events.write(entry);
    expect(added).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    await events.flush();
    expect(added.map((rows) => rows.map((row) => row.event))).toEqual([['sign_in_succeeded', 'leads_erased']]);
  });

  it('never waits for a write that hangs, and logs a write that fails instead of throwing', async () => {
    const hanging = storedSecurityEvents({ add: () => new Promise(() => {}) }, () => {});
    const started = performance.now();
    for (const entry of entries()) hanging.write(entry);
    expect(performance.now() - started).toBeLessThan(50);

    const logged: string[] = [];
    const failing = storedSecurityEvents(
      {
        add: async () => {
          throw new Error('database is locked');
        },
      },
      (message) => logged.push(message),
    );
    for (const entry of entries()) failing.write(entry);
    await failing.flush();
    expect(logged).toEqual(['Security log: 2 event(s) not stored: database is locked']);
  });
});
