import { useEffect } from 'react';

/** The attribute tests and scripts wait on: set on `#root` once the page's content is live, on a late region once it is. */
export const hydratedAttribute = 'data-hydrated';

/**
 * Renders nothing; once the part of the tree it sits in has committed (hydrated from the prerendered HTML,
 * or rendered in the browser), marks the element `target` with `data-hydrated`. A public signal, for
 * tests and anything else that must know the controls respond, instead of React's private fields.
 * Inside a Suspense boundary it fires only when that boundary's content has committed; before that
 * the prerendered HTML shows, but its controls are not yet React's.
 */
export function HydrationSignal({ target = 'root' }: { target?: string }) {
  useEffect(() => {
    document.getElementById(target)?.setAttribute(hydratedAttribute, '');
  }, [target]);
  return null;
}
