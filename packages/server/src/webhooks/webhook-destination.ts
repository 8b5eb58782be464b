import { Webhook } from 'standardwebhooks';
import type { Destination, ItemOutcome, NewOutboxItem, OutboxItem } from '../outbox/outbox-types.ts';
import type { LeadRef } from '../db/lead-rows.ts';
import { retryAfterMs } from '../outbox/retry-after.ts';

/**
 * What the webhook receiver is told (Standard Webhooks' payload: `type`, `timestamp`, `data`):
 * - `lead.created`: a new contact inquiry or waitlist entry, with its fields;
 * - `waitlist.confirmed` / `waitlist.unsubscribed`: the entry's id and when;
 * - `lead.erased`: the erased lead's kind and id only (no personal data), so the receiver deletes its copy.
 * A lead's events are erased with it (pending ones are never sent); `lead.erased` belongs to no lead.
 */
export type WebhookEvent =
  | { type: 'lead.created'; data: Record<string, unknown> & LeadRef }
  | { type: 'waitlist.confirmed' | 'waitlist.unsubscribed'; data: { kind: 'waitlist'; id: string; at: string } }
  | { type: 'lead.erased'; data: LeadRef };

/** The outbox item of an event; its key is the `webhook-id`, the same on every attempt. */
export function webhookItem(event: WebhookEvent, at: number): NewOutboxItem {
  const key = `webhook:${event.type}:${event.data.kind}:${event.data.id}`;
  return {
    destination: 'webhook',
    action: 'deliver',
    idempotencyKey: key,
    lead: event.type === 'lead.erased' ? null : { kind: event.data.kind, id: event.data.id },
    payload: { type: event.type, timestamp: new Date(at).toISOString(), data: event.data },
  };
}

/** The longest a receiver's `Retry-After` holds its deliveries back. */
const maxRetryAfterMs = 3_600_000;

export interface WebhookDestinationOptions {
  url: string;
  /** `whsec_…`. */
  secret: string;
  timeoutMs?: number;
  /** Requests per second at most (default 5). */
  ratePerSecond?: number;
  fetch?: typeof fetch;
}

/**
 * The outbox's `webhook` destination: each event POSTed as JSON to `WEBHOOK_URL`, signed per Standard
 * Webhooks (`webhook-id` = the item's key, stable across retries so the receiver can drop repeats;
 * `webhook-timestamp` = this attempt; `webhook-signature: v1,…` over `id.timestamp.body`). 2xx: sent;
 * 408, 429, 5xx, network errors and timeouts: retried (a `Retry-After` is honoured); other 4xx: failed.
 */
export function webhookDestination(options: WebhookDestinationOptions): Destination {
  const signer = new Webhook(options.secret);
  const send = options.fetch ?? fetch;

  async function deliver(item: OutboxItem, signal: AbortSignal): Promise<ItemOutcome> {
    const body = JSON.stringify(item.payload);
    const now = new Date();
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'zk-automations-webhooks/1',
      'webhook-id': item.idempotencyKey,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signer.sign(item.idempotencyKey, now, body),
    };
    try {
      const res = await send(options.url, { method: 'POST', headers, body, signal, redirect: 'error' });
      await res.body?.cancel();
      if (res.ok) return { status: 'sent' };
      const error = `The webhook receiver answered ${res.status}`;
      if (res.status === 408 || res.status === 429 || res.status >= 500) {
        const wait = retryAfterMs(res.headers.get('retry-after'), Date.now(), maxRetryAfterMs);
        return { status: 'retry', error, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
      }
      return { status: 'failed', error };
    } catch (error) {
      return {
        status: 'retry',
        error: `The webhook receiver could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        unknownOutcome: true,
      };
    }
  }

  return {
    name: 'webhook',
    rate: { requests: options.ratePerSecond ?? 5, perMs: 1000 },
    batchSize: 1,
    timeoutMs: options.timeoutMs ?? 10_000,
    idempotent: true,
    send: async (items, signal) => Promise.all(items.map((item) => deliver(item, signal))),
    describe: (item) =>
      `${(item.payload as { type?: string } | null)?.type ?? 'event'} (${item.lead?.kind ?? (item.payload as { data?: LeadRef } | null)?.data?.kind ?? ''})`,
  };
}
