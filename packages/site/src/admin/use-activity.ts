import { DataError, type ActivityEntry, type ActivityKind, type ActivityPort } from '@zk/data';
import { useCallback, useEffect, useState } from 'react';

export interface ActivityState {
  kind: ActivityKind | null;
  setKind(kind: ActivityKind | null): void;
  events: ActivityEntry[];
  load: 'loading' | 'ready' | 'error';
  error: DataError | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Ends the operator's other sessions and shows the new event; resolves how many ended. */
  revokeOthers(): Promise<number>;
}

const pageSize = 50;
const asError = (caught: unknown) => (caught instanceof DataError ? caught : new DataError('internal', String(caught), 0));

/** The security log over its port: the first page for the chosen kind, older pages on request. */
export function useActivity(port: ActivityPort): ActivityState {
  const [kind, setKind] = useState<ActivityKind | null>(null);
  const [generation, setGeneration] = useState(0);
  const [events, setEvents] = useState<ActivityEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [result, setResult] = useState<{ key: string; error: DataError | null }>({ key: '', error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${kind ?? ''}#${generation}`;

  useEffect(() => {
    let active = true;
    port.list({ kind: kind ?? undefined, limit: pageSize }).then(
      (page) => {
        if (!active) return;
        setEvents(page.events);
        setNextBefore(page.nextBefore);
        setResult({ key, error: null });
      },
      (error: unknown) => active && setResult({ key, error: asError(error) }),
    );
    return () => {
      active = false;
    };
  }, [port, kind, key]);

  const loadMore = useCallback(() => {
    if (!nextBefore || loadingMore) return;
    setLoadingMore(true);
    port
      .list({ kind: kind ?? undefined, limit: pageSize, before: nextBefore })
      .then((page) => {
        setEvents((shown) => [...shown, ...page.events.filter((e) => !shown.some((s) => s.id === e.id))]);
        setNextBefore(page.nextBefore);
      })
      .catch((error: unknown) => setResult({ key, error: asError(error) }))
      .finally(() => setLoadingMore(false));
  }, [port, kind, nextBefore, loadingMore, key]);

  const revokeOthers = useCallback(async () => {
    const { ended } = await port.revokeOtherSessions();
    setGeneration((g) => g + 1);
    return ended;
  }, [port]);

  const load = result.key !== key ? 'loading' : result.error ? 'error' : 'ready';
  return {
    kind,
    setKind,
    events,
    load,
    error: result.error,
    hasMore: nextBefore !== null,
    loadingMore,
    loadMore,
    reload: () => setGeneration((g) => g + 1),
    revokeOthers,
  };
}
