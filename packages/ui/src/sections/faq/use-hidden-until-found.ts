import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Closed panels stay in the page as `hidden="until-found"`: find-in-page searches them, and on a
 * match the browser fires `beforematch` and shows them. React renders `hidden` only as a boolean,
 * so a panel is rendered `hidden` while closed, and after each commit this turns every such panel
 * under the returned ref's element into `hidden="until-found"`, which looks the same (panels have
 * no box of their own). It is done after the paint, all at once: done panel by panel in the commit,
 * between Radix's measurements of each panel, it forced a style and layout pass per panel.
 */
export function useHiddenUntilFound<T extends HTMLElement>() {
  const root = useRef<T>(null);
  useEffect(() => {
    for (const panel of root.current?.querySelectorAll('[data-faq-panel][hidden=""]') ?? []) panel.setAttribute('hidden', 'until-found');
  });
  return root;
}

/** A stable ref that calls `onFound` when find-in-page reveals the element (`beforematch`). */
export function useBeforeMatch(onFound: () => void) {
  const latest = useRef(onFound);
  useLayoutEffect(() => {
    latest.current = onFound;
  }, [onFound]);
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const found = () => latest.current();
    element.addEventListener('beforematch', found);
    return () => element.removeEventListener('beforematch', found);
  }, []);
}
