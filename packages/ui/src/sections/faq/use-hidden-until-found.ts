import { useCallback, useLayoutEffect, useRef } from 'react';

function hide(node: HTMLElement, open: boolean) {
  if (open) node.removeAttribute('hidden');
  else node.setAttribute('hidden', 'until-found');
}

/**
 * A ref for a closed panel that stays in the page as `hidden="until-found"`: find-in-page searches
 * it, and on a match the browser fires `beforematch` (here: `onFound`) and shows it. React renders
 * `hidden` only as a boolean, so the attribute is set here: on mount by the ref, before Radix's
 * layout effect measures the panel, then by a layout effect, before the paint. The ref is stable, as
 * Radix's Presence applies only the first one it is given.
 */
export function useHiddenUntilFound(open: boolean, onFound: () => void) {
  const node = useRef<HTMLElement | null>(null);
  const latest = useRef({ open, onFound });
  useLayoutEffect(() => {
    latest.current = { open, onFound };
    if (node.current) hide(node.current, open);
  }, [open, onFound]);
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    node.current = element;
    hide(element, latest.current.open);
    const found = () => latest.current.onFound();
    element.addEventListener('beforematch', found);
    return () => {
      element.removeEventListener('beforematch', found);
      node.current = null;
    };
  }, []);
}
