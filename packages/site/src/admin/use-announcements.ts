import { DataError, type AnnouncementAudience, type AnnouncementRecord, type AnnouncementsPort, type WaitlistServiceId } from '@zk/data';
import { useCallback, useEffect, useState } from 'react';

type Load<T> = { state: 'loading' | 'ready' | 'error'; value: T; error: DataError | null };

const asError = (caught: unknown) => (caught instanceof DataError ? caught : new DataError('internal', String(caught), 0));

/** The record of sent announcements, read again after each send. */
export function useAnnouncementRecords(port: AnnouncementsPort) {
  const [generation, setGeneration] = useState(0);
  const [records, setRecords] = useState<Load<AnnouncementRecord[]>>({ state: 'loading', value: [], error: null });
  useEffect(() => {
    let active = true;
    port.list().then(
      (value) => active && setRecords({ state: 'ready', value, error: null }),
      (error: unknown) => active && setRecords({ state: 'error', value: [], error: asError(error) }),
    );
    return () => {
      active = false;
    };
  }, [port, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { records, reload };
}

/** Who would receive an announcement of `service` now, per language; nothing while no service is chosen. */
export function useAnnouncementAudience(port: AnnouncementsPort, service: WaitlistServiceId | null, generation: number) {
  const [audience, setAudience] = useState<{ key: string; value: AnnouncementAudience | null; failed: boolean }>({
    key: '',
    value: null,
    failed: false,
  });
  const key = `${service ?? ''}#${generation}`;
  useEffect(() => {
    if (!service) return;
    let active = true;
    port.audience(service).then(
      (value) => active && setAudience({ key, value, failed: false }),
      () => active && setAudience({ key, value: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [port, service, key]);
  if (!service) return { state: 'idle' as const, value: null };
  if (audience.key !== key) return { state: 'loading' as const, value: null };
  return audience.failed || !audience.value ? { state: 'error' as const, value: null } : { state: 'ready' as const, value: audience.value };
}
