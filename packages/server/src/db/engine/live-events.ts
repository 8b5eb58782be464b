/** The channels the servers tell each other about: a countdown change's `seq`, a lead change. */
export type LiveChannel = 'countdown_changes' | 'lead_changes';

/**
 * Called with each payload sent on the channel by any server, this one included; `null` when
 * payloads may have been missed (the connection that listens was lost and is back), so the
 * listener reads what it needs from the database again.
 */
export type LiveListener = (payload: string | null) => void;

/**
 * Live events between the servers of one database: in-process on SQLite (one server), `LISTEN` /
 * `NOTIFY` on PostgreSQL. Delivery is at most once per connection; what must not be missed is read
 * from the database (the countdown change log) and the payload only says where to look.
 */
export interface LiveEvents {
  /** Sends `payload` (at most 7,999 bytes on PostgreSQL) to every listener of `channel` on every server. */
  notify(channel: LiveChannel, payload: string): Promise<void>;
  /** Resolves once the listener is registered with the database: from then on, nothing sent is missed. */
  listen(channel: LiveChannel, listener: LiveListener): Promise<() => void>;
  close(): Promise<void>;
}

/** Listeners of each channel, called in the order they registered; a listener that throws does not stop the others. */
export function liveListeners() {
  const byChannel = new Map<LiveChannel, Set<LiveListener>>();
  return {
    add(channel: LiveChannel, listener: LiveListener): () => void {
      const set = byChannel.get(channel) ?? new Set();
      byChannel.set(channel, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    emit(channel: LiveChannel, payload: string | null, onError: (error: unknown) => void) {
      for (const listener of byChannel.get(channel) ?? []) {
        try {
          listener(payload);
        } catch (error) {
          onError(error);
        }
      }
    },
    channels: () => [...byChannel.keys()],
    clear: () => byChannel.clear(),
  };
}

/** One process on one SQLite file: events go straight to this process's listeners. */
export function localLiveEvents(onError: (error: unknown) => void = () => {}): LiveEvents {
  const listeners = liveListeners();
  return {
    async notify(channel, payload) {
      listeners.emit(channel, payload, onError);
    },
    async listen(channel, listener) {
      return listeners.add(channel, listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
