import { useCallback, useEffect, useRef, useState } from 'react';
import { byTargetDate, type Countdown, type NewCountdown } from '../domain/countdown.ts';
import type { DataError } from '../domain/errors.ts';
import type { CountdownFeedEvent } from '../ports.ts';
import { asDataError, type LoadStatus } from './async-status.ts';
import { useDataAdapters } from './data-provider.tsx';

export interface CountdownsState {
  data: Countdown[];
  error: DataError | null;
  status: LoadStatus;
  create(input: NewCountdown): Promise<Countdown>;
  toggle(id: string): Promise<Countdown>;
  remove(id: string): Promise<void>;
  reload(): void;
}

function merge(list: Countdown[], event: CountdownFeedEvent): Countdown[] | 'reload' {
  switch (event.type) {
    case 'INSERT':
    case 'UPDATE':
      return [...list.filter((c) => c.id !== event.countdown.id), event.countdown].sort(byTargetDate);
    case 'DELETE':
      return list.filter((c) => c.id !== event.countdown.id);
    default:
      return 'reload';
  }
}

/** The operator's countdown list, earliest first, kept live by merging INSERT/UPDATE/DELETE events. */
export function useCountdowns(): CountdownsState {
  const { countdowns } = useDataAdapters();
  const [data, setData] = useState<Countdown[]>([]);
  const [error, setError] = useState<DataError | null>(null);
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  const apply = useCallback((event: CountdownFeedEvent) => {
    setData((list) => {
      const next = merge(list, event);
      return next === 'reload' ? list : next;
    });
  }, []);

  // A change that arrives while the list is loading may predate or postdate the response: read again.
  const loading = useRef(false);
  const missed = useRef(false);

  useEffect(() => {
    let active = true;
    loading.current = true;
    missed.current = false;
    countdowns.list().then(
      (list) => {
        if (!active) return;
        loading.current = false;
        setData(list);
        setError(null);
        setStatus('success');
        if (missed.current) reload();
      },
      (caught: unknown) => {
        if (!active) return;
        loading.current = false;
        setError(asDataError(caught));
        setStatus('error');
      },
    );
    return () => {
      active = false;
    };
  }, [countdowns, generation, reload]);

  useEffect(
    () =>
      countdowns.subscribe((event) => {
        if (loading.current) missed.current = true;
        if (event.type === 'CHANGED' || event.type === 'RESYNC') reload();
        else apply(event);
      }),
    [countdowns, reload, apply],
  );

  return {
    data,
    error,
    status,
    reload,
    create: useCallback(
      async (input) => {
        const countdown = await countdowns.create(input);
        apply({ type: 'INSERT', countdown });
        return countdown;
      },
      [countdowns, apply],
    ),
    toggle: useCallback(
      async (id) => {
        const countdown = await countdowns.toggle(id);
        apply({ type: 'UPDATE', countdown });
        return countdown;
      },
      [countdowns, apply],
    ),
    remove: useCallback(
      async (id) => {
        await countdowns.remove(id);
        apply({ type: 'DELETE', countdown: { id } });
      },
      [countdowns, apply],
    ),
  };
}
