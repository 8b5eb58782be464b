import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../decor/use-motion-allowed';

export type TypewriterPhase = 'static' | 'typing' | 'done';

/**
 * Types `text` out one character per `intervalMs` after mount. The first render (server and
 * hydration) shows the whole text in the `static` phase, so nothing mismatches; under reduced
 * motion, or when disabled, it stays there.
 */
export function useTypewriter(text: string, enabled: boolean, intervalMs: number) {
  const length = Array.from(text).length;
  const [state, setState] = useState<{ count: number; phase: TypewriterPhase }>({ count: length, phase: 'static' });

  useEffect(() => {
    if (!enabled || prefersReducedMotion()) return;
    let count = -1;
    const tick = () => {
      count += 1;
      if (count >= length) {
        window.clearInterval(interval);
        setState({ count: length, phase: 'done' });
      } else {
        setState({ count, phase: 'typing' });
      }
    };
    const first = window.setTimeout(tick, 0);
    const interval = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(interval);
    };
  }, [enabled, intervalMs, length]);

  return state;
}
