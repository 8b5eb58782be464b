import { DataError, type InboxLead, type LeadFeedEvent, type LeadStatus, type LeadsPort } from '@zk/data';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { downloadFrom } from './download';
import { useDebouncedValue } from './use-debounced-value';
import { loadInboxFilters, saveInboxFilters, toLeadQuery, type InboxFilters } from './lead-inbox-filters';

export type InboxLoad = 'loading' | 'ready' | 'error';

/** What the inbox has just done, for the polite announcement. */
export type InboxNotice =
  { type: 'deleted' } | { type: 'erased'; count: number } | { type: 'statusChanged'; status: LeadStatus } | { type: 'failed' } | null;

export interface LeadInboxState {
  filters: InboxFilters;
  setFilters(filters: InboxFilters): void;
  leads: InboxLead[];
  status: InboxLoad;
  error: DataError | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
  /** Downloads the CSV of what the filters select, from a short-lived address the server makes for it. */
  exportCsv(): void;
  setStatus(lead: InboxLead, status: LeadStatus): void;
  remove(lead: InboxLead): Promise<boolean>;
  eraseEmail(email: string): Promise<boolean>;
  notice: InboxNotice;
}

/** Milliseconds the search waits after the last keystroke before it asks the server. */
export const searchDebounceMs = 300;

export const leadKey = (lead: Pick<InboxLead, 'kind' | 'id'>) => `${lead.kind}:${lead.id}`;

const asError = (caught: unknown) => (caught instanceof DataError ? caught : new DataError('internal', String(caught), 0));

/**
 * The operator's lead inbox over the leads port: pages for the current filters (the search debounced,
 * the filters kept for the tab's session), load more, inline status, deletion and erasure, and live
 * updates from the operator stream's `lead` events, merged without losing the pages already loaded.
 */
export function useLeadInbox(port: LeadsPort): LeadInboxState {
  const [filters, setFiltersState] = useState<InboxFilters>(loadInboxFilters);
  const q = useDebouncedValue(filters.q, searchDebounceMs);
  const query = useMemo(() => toLeadQuery({ ...filters, q }), [filters, q]);
  const queryKey = JSON.stringify(query);
  const [leads, setLeads] = useState<InboxLead[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The answer the shown leads belong to; a newer request means loading.
  const requestKey = `${queryKey}#${generation}`;
  const [result, setResult] = useState<{ key: string; status: 'ready' | 'error'; error: DataError | null }>({
    key: '',
    status: 'ready',
    error: null,
  });
  const status: InboxLoad = result.key === requestKey ? result.status : 'loading';
  const [loadingMore, setLoadingMore] = useState(false);
  const [notice, setNotice] = useState<InboxNotice>(null);
  const current = useRef({ query, leads, loading: true, missed: false });
  useEffect(() => {
    current.current.query = query;
    current.current.leads = leads;
  });

  const setFilters = useCallback((next: InboxFilters) => {
    setFiltersState(next);
    saveInboxFilters(next);
  }, []);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let active = true;
    const state = current.current;
    state.loading = true;
    state.missed = false;
    port.page(query).then(
      (page) => {
        if (!active) return;
        state.loading = false;
        setLeads(page.leads);
        setCursor(page.nextCursor);
        setResult({ key: requestKey, status: 'ready', error: null });
        if (state.missed) reload();
      },
      (caught: unknown) => {
        if (!active) return;
        state.loading = false;
        setResult({ key: requestKey, status: 'error', error: asError(caught) });
      },
    );
    return () => {
      active = false;
    };
    // `requestKey` carries the query's content and the generation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [port, requestKey, reload]);

  // Live changes: refresh the changed leads in place and put new ones on top, at most one refresh at a time.
  const pending = useRef<{ running: boolean; keys: Map<string, LeadFeedEvent & { type: 'LEAD' }> }>({ running: false, keys: new Map() });
  const refresh = useCallback(async () => {
    const queue = pending.current;
    if (queue.running) return;
    queue.running = true;
    try {
      while (queue.keys.size > 0) {
        const events = [...queue.keys.values()];
        queue.keys.clear();
        const { query: filter, leads: shown } = current.current;
        const changed = await Promise.all(
          events
            .filter((event) => shown.some((lead) => leadKey(lead) === leadKey(event)))
            .map((event) =>
              port.get(event.kind, event.id).then(
                (lead) => ({ key: leadKey(event), lead }),
                () => ({ key: leadKey(event), lead: null }),
              ),
            ),
        );
        const first = await port.page({ ...filter, cursor: undefined });
        if (current.current.query !== filter) continue;
        setLeads((list) => {
          const updated = new Map(changed.map(({ key, lead }) => [key, lead]));
          const kept = list.flatMap((lead) => {
            const next = updated.get(leadKey(lead));
            return next === undefined ? [lead] : next === null ? [] : [next];
          });
          const newest = kept[0]?.createdAt ?? '';
          const known = new Set(kept.map(leadKey));
          const arrived = first.leads.filter((lead) => !known.has(leadKey(lead)) && lead.createdAt >= newest);
          return [...arrived, ...kept];
        });
        if (current.current.leads.length === 0) setCursor(first.nextCursor);
      }
    } catch (caught) {
      console.error('Failed to refresh the lead inbox', caught);
    } finally {
      queue.running = false;
    }
  }, [port]);

  useEffect(
    () =>
      port.subscribe((event) => {
        if (current.current.loading) current.current.missed = true;
        if (event.type === 'RESYNC') reload();
        else if (!current.current.loading) {
          pending.current.keys.set(leadKey(event), event);
          void refresh();
        }
      }),
    [port, reload, refresh],
  );

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const filter = current.current.query;
    setLoadingMore(true);
    port
      .page({ ...filter, cursor })
      .then(
        (page) => {
          if (current.current.query !== filter) return;
          setLeads((list) => {
            const known = new Set(list.map(leadKey));
            return [...list, ...page.leads.filter((lead) => !known.has(leadKey(lead)))];
          });
          setCursor(page.nextCursor);
        },
        (caught: unknown) => {
          console.error('Failed to load more leads', caught);
          setNotice({ type: 'failed' });
        },
      )
      .finally(() => setLoadingMore(false));
  }, [cursor, loadingMore, port]);

  const changeStatus = useCallback(
    (lead: InboxLead, next: LeadStatus) => {
      const replace = (value: InboxLead) => setLeads((list) => list.map((item) => (leadKey(item) === leadKey(value) ? value : item)));
      replace({ ...lead, status: next });
      port.setStatus(lead.kind, lead.id, next).then(
        (saved) => {
          replace(saved);
          setNotice({ type: 'statusChanged', status: saved.status });
        },
        (caught: unknown) => {
          console.error('Failed to change the lead status', caught);
          replace(lead);
          setNotice({ type: 'failed' });
        },
      );
    },
    [port],
  );

  const remove = useCallback(
    async (lead: InboxLead) => {
      try {
        await port.remove(lead.kind, lead.id);
      } catch (caught) {
        // Already gone (another tab, or the retention purge) is what the operator wanted.
        if (!(caught instanceof DataError && caught.code === 'not_found')) {
          console.error('Failed to delete the lead', caught);
          return false;
        }
      }
      setLeads((list) => list.filter((item) => leadKey(item) !== leadKey(lead)));
      setNotice({ type: 'deleted' });
      return true;
    },
    [port],
  );

  const eraseEmail = useCallback(
    async (email: string) => {
      let count: number;
      try {
        count = await port.eraseEmail(email);
      } catch (caught) {
        console.error('Failed to erase the leads of an address', caught);
        return false;
      }
      const address = email.toLocaleLowerCase('en');
      setLeads((list) => list.filter((item) => item.email.toLocaleLowerCase('en') !== address));
      setNotice({ type: 'erased', count });
      return true;
    },
    [port],
  );

  const exportCsv = useCallback(() => {
    port.exportCsv(query).then(downloadFrom, (caught: unknown) => {
      console.error('Failed to export the leads', caught);
      setNotice({ type: 'failed' });
    });
  }, [port, query]);

  return {
    filters,
    setFilters,
    leads,
    status,
    error: result.error,
    hasMore: cursor !== null,
    loadingMore,
    loadMore,
    retry: reload,
    exportCsv,
    setStatus: changeStatus,
    remove,
    eraseEmail,
    notice,
  };
}
