import { describeForwardError, type ForwardFailure } from './airtable-errors.ts';
import type { ForwardSender } from './airtable-sender.ts';
import type { OutboxRepo } from './outbox-repo.ts';

/** Waits after the 1st, 2nd, … failed attempt; the last value repeats. */
export const defaultRetryDelaysMs: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];
/** Attempts before a retryable failure is handed to the operator. */
export const defaultMaxAttempts = 12;

export interface ForwarderOptions {
  outbox: OutboxRepo;
  send: ForwardSender;
  /** Table name per kind, for the messages. */
  tables: { contact: string; waitlist: string };
  now: () => number;
  log: (message: string) => void;
  retryDelaysMs?: readonly number[];
  maxAttempts?: number;
  /** Called after every attempt (tests wait on it). */
  onSettled?: (submissionId: string, outcome: { forwarded: true; recordId: string } | { forwarded: false; failure: ForwardFailure }) => void;
}

export interface Forwarder {
  /** Resumes pending forwards (after a restart, too). */
  start(): void;
  /** A new forward was queued or one was put back: run now. */
  kick(): void;
  /** Stops scheduling; resolves when the forward in flight has settled and been recorded. */
  stop(): Promise<void>;
}

/**
 * Drains the outbox one forward at a time, oldest due first: no forward is ever in flight twice, so
 * normal operation creates no duplicate records. Success is recorded right after Airtable confirms.
 */
export function createForwarder(options: ForwarderOptions): Forwarder {
  const { outbox, send, tables, now, log } = options;
  const delays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const maxAttempts = options.maxAttempts ?? defaultMaxAttempts;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function forwardOne(submissionId: string, kind: 'contact' | 'waitlist', previousAttempts: number): Promise<void> {
    const attempts = previousAttempts + 1;
    const payload = outbox.payload(submissionId);
    if (!payload) {
      outbox.markFailed(submissionId, attempts, 'The stored submission is missing; nothing to forward.', now());
      return;
    }
    let recordId: string;
    try {
      recordId = await send(payload);
    } catch (caught) {
      const failure = describeForwardError(caught, { kind, table: tables[kind] });
      if (failure.retryable && attempts < maxAttempts) {
        const delay = delays[Math.min(attempts, delays.length) - 1] ?? 60_000;
        outbox.markRetry(submissionId, attempts, now() + delay, failure.message, now());
      } else {
        outbox.markFailed(submissionId, attempts, failure.message, now());
        log(`Forwarding ${kind} submission ${submissionId} to Airtable failed: ${failure.message}`);
      }
      options.onSettled?.(submissionId, { forwarded: false, failure });
      return;
    }
    outbox.markForwarded(submissionId, recordId, now());
    options.onSettled?.(submissionId, { forwarded: true, recordId });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      for (let due = outbox.nextDue(now()); due && !stopped; due = outbox.nextDue(now())) {
        await forwardOne(due.submissionId, due.kind, due.attempts);
      }
    } while (again && !stopped);
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    if (stopped) return;
    const at = outbox.nextDueAt();
    if (at === null) return;
    timer = setTimeout(kick, Math.max(0, Math.min(at - now(), 2 ** 31 - 1)));
    timer.unref?.();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log(`Forwarding stopped by an error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`))
      .finally(() => {
        running = null;
        if (again) kick();
      });
  }

  return {
    start() {
      stopped = false;
      kick();
    },
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
