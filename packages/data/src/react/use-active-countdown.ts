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

/**
 * The banner's countdown: read once, read again on any change (SPEC section 4). `initial` is what
 * the page arrived with (the server put it into the HTML), shown until the first read answers.
 */
export function useActiveCountdown(initial?: Countdown | null): ActiveCountdownState {
  const { countdowns } = useDataAdapters();
  const [state, setState] = useState<ActiveCountdownState>(() =>
    initial === undefined ? { data: null, error: null, status: 'loading' } : { data: initial, error: null, status: 'success' },
  );

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
