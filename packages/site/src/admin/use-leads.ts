import type { Leads } from '@zk/data';
import { useDataAdapters } from '@zk/data/react';
import { useEffect, useState } from 'react';

export interface LeadsState {
  data: Leads;
  loading: boolean;
  /** The CSV export's URL, or null when the adapter keeps no leads. */
  csvUrl: string | null;
}

/** The stored contact inquiries and waitlist entries, newest first, read once. Failures are logged only. */
export function useLeads(): LeadsState {
  const { leads } = useDataAdapters();
  const [data, setData] = useState<Leads>({ contacts: [], waitlist: [] });
  const [loading, setLoading] = useState(leads !== undefined);
  useEffect(() => {
    if (!leads) return;
    let active = true;
    leads.list().then(
      (next) => active && setData(next),
      (error: unknown) => console.error('Failed to load leads', error),
    ).finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [leads]);
  return { data, loading, csvUrl: leads?.csvUrl ?? null };
}
