import type { SecurityEventRow, SecurityEventsStore } from '../db/engine/security-events-store.ts';
import { deviceSummaryMaxLength } from './device-summary.ts';
import type { SecurityEntry } from './security-log.ts';

/** Days the stored security log keeps an event (the activity page); the daily retention job deletes older ones. */
export const securityEventRetentionDays = 180;

/** Events waiting for their write at most; beyond, the newest are dropped (and the drop logged). */
const maxQueued = 5_000;

export interface StoredSecurityEvents {
  /** Queues one entry for the store; never waits and never throws. */
  write(entry: SecurityEntry): void;
  /** Resolves once every queued entry is written (or its failed write logged). */
  flush(): Promise<void>;
}

/** The stored row of a log entry: the same fields, the rest of them as details. */
export function securityEventRow(entry: SecurityEntry): SecurityEventRow {
  const { time, event, outcome, ip, emailHash, operator, device, type: _type, ...rest } = entry;
  const details = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as SecurityEventRow['details'];
  return {
    at: Date.parse(time),
    event,
    outcome,
    ip: ip ?? null,
    emailHash: emailHash ?? null,
    operatorId: operator ?? null,
    device: device?.slice(0, deviceSummaryMaxLength) ?? null,
    details,
  };
}

/**
 * Writes the security log into the store behind the request that records an event: entries are queued
 * and written together on the next turn of the event loop, so a sign-in never waits for (or fails with)
 * the write; a failed write is logged with how many entries it lost.
 */
export function storedSecurityEvents(store: Pick<SecurityEventsStore, 'add'>, log: (message: string) => void): StoredSecurityEvents {
  let queued: SecurityEventRow[] = [];
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();
  let scheduled = false;

  const writeQueued = async () => {
    scheduled = false;
    const rows = queued;
    queued = [];
    if (dropped > 0) {
      log(`Security log: ${dropped} event(s) not stored, the queue was full`);
      dropped = 0;
    }
    if (rows.length === 0) return;
    try {
      await store.add(rows);
    } catch (error) {
      log(`Security log: ${rows.length} event(s) not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    write(entry) {
      if (queued.length >= maxQueued) {
        dropped++;
        return;
      }
      try {
        queued.push(securityEventRow(entry));
      } catch (error) {
        log(`Security log: an event not stored: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        writing = writing.then(writeQueued);
      });
    },
    async flush() {
      writing = writing.then(writeQueued);
      await writing;
    },
  };
}
