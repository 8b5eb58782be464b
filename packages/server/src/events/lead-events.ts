import type { LeadKind } from '@zk/data';

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
}

/** In-memory fan-out of lead changes to the operators' open event streams (not persisted, no replay). */
export function leadEvents(): LeadEvents {
  const listeners = new Set<LeadListener>();
  return {
    publish(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
