import { useEffect, useState, type RefObject } from 'react';
import { prefersReducedMotion } from '../../decor/use-motion-allowed';

/** `static`: shown whole; `typing`: the headline is being typed; `done`: typed, the rest revealed. */
export type TypingPhase = 'static' | 'typing' | 'done';

/**
 * Reports the phase of the CSS-driven typing (theme.css, `typed-text`) without touching it: the
 * server and hydration render `typing`; after hydration it becomes `static` under reduced motion
 * (the CSS does not run then) and `done` once the last character's animation has finished.
 */
export function useTypingPhase(enabled: boolean, lastChar: RefObject<HTMLElement | null>): TypingPhase {
  const [phase, setPhase] = useState<TypingPhase>(enabled ? 'typing' : 'static');

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const settle = (next: TypingPhase) => {
      if (!cancelled) setPhase(next);
    };
    const animations = lastChar.current?.getAnimations?.() ?? [];
    if (prefersReducedMotion()) settle('static');
    else if (animations.length === 0) settle('done');
    else
      void Promise.all(animations.map((animation) => animation.finished)).then(
        () => settle('done'),
        () => {},
      );
    return () => {
      cancelled = true;
    };
  }, [enabled, lastChar]);

  return phase;
}
