/**
 * One attempt at a time per key (an account), in arrival order, with at most `limit` in progress (the one
 * running and those waiting behind it). Keys leave the map once idle, so memory follows the attempts in flight.
 */
export function oneAtATime(limit: number) {
  const queues = new Map<string, { tail: Promise<void>; size: number }>();
  return {
    /** Runs `work` after the key's earlier attempts; `'full'` without running it when `limit` are already in progress. */
    async run<T>(key: string, work: () => Promise<T>): Promise<T | 'full'> {
      const queue = queues.get(key) ?? { tail: Promise.resolve(), size: 0 };
      if (queue.size >= limit) return 'full';
      queue.size++;
      queues.set(key, queue);
      const previous = queue.tail;
      let release!: () => void;
      queue.tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      try {
        return await work();
      } finally {
        release();
        if (--queue.size === 0) queues.delete(key);
      }
    },
  };
}
