import { useEffect, useState } from 'react';

/**
 * The current time in ms, updated every `intervalMs` while `enabled`. `initial` is the time the
 * first render shows (the server's, so hydration matches); the next tick brings the real one.
 */
export function useNow(intervalMs = 1000, enabled = true, initial?: number): number {
  const [now, setNow] = useState(() => initial ?? Date.now());
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [intervalMs, enabled]);
  return now;
}
