import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after arriving on another page an anchor waits before scrolling (SPEC section 9). */
export const anchorScrollDelayMs = 100;

/**
 * Scrolling after client-side navigation (SPEC section 2): a link to an anchor scrolls to its
 * section (after about 100 ms when it first changed page); a link to a page starts at the top.
 * The first render keeps the browser's own handling of the URL it loaded.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPath.current;
    previousPath.current = location.pathname;
    if (previous === null) return;
    if (!location.hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(
      () => document.getElementById(id)?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }),
      previous === location.pathname ? 0 : anchorScrollDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [location.key, location.pathname, location.hash]);
}
