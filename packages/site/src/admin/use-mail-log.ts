import { DataError, type MailLogEntry, type MailLogPort, type MailStatus } from '@zk/data';
import { useCallback, useEffect, useState } from 'react';

export interface MailLogState {
  status: MailStatus | null;
  setStatus(status: MailStatus | null): void;
  messages: MailLogEntry[];
  load: 'loading' | 'ready' | 'error';
  error: DataError | null;
  transport: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  reload(): void;
  /** Queues a failed message again; resolves whether the server took it. */
  retry(id: string): Promise<boolean>;
}

const pageSize = 50;
const asError = (caught: unknown) => (caught instanceof DataError ? caught : new DataError('internal', String(caught), 0));

/** The mail log over its port: the first page for the chosen state, older pages on request, and retries merged in place. */
export function useMailLog(port: MailLogPort): MailLogState {
  const [status, setStatus] = useState<MailStatus | null>(null);
  const [generation, setGeneration] = useState(0);
  const [messages, setMessages] = useState<MailLogEntry[]>([]);
  const [nextBefore, setNextBefore] = useState<string | null>(null);
  const [transport, setTransport] = useState(true);
  const [result, setResult] = useState<{ key: string; error: DataError | null }>({ key: '', error: null });
  const [loadingMore, setLoadingMore] = useState(false);
  const key = `${status ?? ''}#${generation}`;

  useEffect(() => {
    let active = true;
    port.list({ status: status ?? undefined, limit: pageSize }).then(
      (page) => {
        if (!active) return;
        setMessages(page.messages);
        setNextBefore(page.nextBefore);
        setTransport(page.transport);
        setResult({ key, error: null });
      },
      (error: unknown) => active && setResult({ key, error: asError(error) }),
    );
    return () => {
      active = false;
    };
  }, [port, status, key]);

  const loadMore = useCallback(() => {
    if (!nextBefore || loadingMore) return;
    setLoadingMore(true);
    port
      .list({ status: status ?? undefined, limit: pageSize, before: nextBefore })
      .then((page) => {
        setMessages((shown) => [...shown, ...page.messages.filter((m) => !shown.some((s) => s.id === m.id))]);
        setNextBefore(page.nextBefore);
      })
      .catch((error: unknown) => setResult({ key, error: asError(error) }))
      .finally(() => setLoadingMore(false));
  }, [port, status, nextBefore, loadingMore, key]);

  const retry = useCallback(
    (id: string) =>
      port.retry(id).then(
        (message) => {
          setMessages((shown) => shown.map((m) => (m.id === id ? message : m)));
          return true;
        },
        () => false,
      ),
    [port],
  );

  const load = result.key !== key ? 'loading' : result.error ? 'error' : 'ready';
  return {
    status,
    setStatus,
    messages,
    load,
    error: result.error,
    transport,
    hasMore: nextBefore !== null,
    loadingMore,
    loadMore,
    reload: () => setGeneration((g) => g + 1),
    retry,
  };
}
