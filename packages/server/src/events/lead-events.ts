import { randomUUID } from 'node:crypto';
import { leadKinds, type LeadKind } from '@zk/data';
import type { LiveEvents } from '../db/engine/live-events.ts';

/** A lead stored, changed or erased: the data of the operator stream's `lead` event. */
export interface LeadChange {
  kind: LeadKind;
  id: string;
  change: 'created' | 'updated' | 'erased';
}

export type LeadListener = (change: LeadChange) => void;

export interface LeadEvents {
  publish(change: LeadChange): void;
  subscribe(listener: LeadListener): () => void;
  /** Listens for the other servers' lead changes; resolves once none can be missed. */
  start(): Promise<void>;
  stop(): void;
}

const kinds: readonly string[] = leadKinds;
const changes: readonly string[] = ['created', 'updated', 'erased'] satisfies LeadChange['change'][];

/** A notification from another server, or null when it is not one of ours. */
function parse(payload: string): (LeadChange & { origin: string }) | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { origin, kind, id, change } = value;
    if (typeof origin !== 'string' || typeof id !== 'string' || !kinds.includes(kind as string) || !changes.includes(change as string))
      return null;
    return { origin, kind: kind as LeadKind, id, change: change as LeadChange['change'] };
  } catch {
    return null;
  }
}

/**
 * Fan-out of lead changes to the operators' open event streams (not persisted, no replay: the inbox
 * reloads its page): this server's changes at once, the other servers' through `live`.
 */
export function leadEvents(live?: Pick<LiveEvents, 'notify' | 'listen'>, log: (message: string) => void = () => {}): LeadEvents {
  const listeners = new Set<LeadListener>();
  const origin = randomUUID();
  let stopListening = () => {};
  const deliver = (change: LeadChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    publish(change) {
      deliver(change);
      live
        ?.notify('lead_changes', JSON.stringify({ origin, ...change }))
        .catch((error: unknown) =>
          log(`Lead events: telling the other servers failed: ${error instanceof Error ? error.message : String(error)}`),
        );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      if (!live) return;
      stopListening = await live.listen('lead_changes', (payload) => {
        const received = payload === null ? null : parse(payload);
        if (!received || received.origin === origin) return;
        deliver({ kind: received.kind, id: received.id, change: received.change });
      });
    },
    stop() {
      stopListening();
    },
  };
}
