import { useEffect, useState } from 'react';
import type { Countdown } from '../domain/countdown.ts';
import type { DataError } from '../domain/errors.ts';
import { asDataError, type LoadStatus } from './async-status.ts';
import { useDataAdapters } from './data-provider.tsx';

export interface ActiveCountdownState {
  data: Countdown | null;
  error: DataError | null;
  status: LoadStatus;
}

/** The banner's countdown: read once, read again on any change (SPEC section 4). */
export function useActiveCountdown(): ActiveCountdownState {
  const { countdowns } = useDataAdapters();
  const [state, setState] = useState<ActiveCountdownState>({ data: null, error: null, status: 'loading' });

  useEffect(() => {
    let active = true;
    let request = 0;
    const read = () => {
      const id = ++request;
      countdowns.active().then(
        (data) => active && id === request && setState({ data, error: null, status: 'success' }),
        (caught: unknown) => active && id === request && setState((s) => ({ ...s, error: asDataError(caught), status: 'error' })),
      );
    };
    read();
    const unsubscribe = countdowns.subscribe(read);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [countdowns]);

  return state;
}
