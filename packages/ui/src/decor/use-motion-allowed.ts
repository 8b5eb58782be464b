import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce), (pointer: coarse)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot() {
  return typeof window.matchMedia === 'function' && !window.matchMedia(query).matches;
}

/**
 * True when decorative motion makes sense: the visitor has not asked for reduced motion and points
 * with a precise device (not touch). False during server rendering and hydration.
 */
export function useMotionAllowed(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** True when the visitor asks for reduced motion. Read once, outside render. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
