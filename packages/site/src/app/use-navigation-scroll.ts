import { useEffect, useRef } from 'react';
import { useLocation } from './location';
import { renderDeferredSections } from './deferred-rendering';
import { focusLanding, whenRendered } from './focus-landing';

/** How long after arriving on another page an anchor waits before scrolling (SPEC section 9). */
export const anchorScrollDelayMs = 100;

/**
 * Scrolling and focus after client-side navigation (SPEC section 2): a link to an anchor scrolls to
 * its section (after about 100 ms when it first changed page) and moves focus there; a link to a
 * page starts at the top with focus on the main landmark, so keyboard and screen-reader users begin
 * at the new content instead of on a link that may have gone. The first render keeps the browser's
 * own handling of the URL it loaded (focus at the document start, where the skip link is).
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
      const main = document.getElementById('main');
      if (main) focusLanding(main);
      return;
    }
    const id = decodeURIComponent(location.hash.slice(1));
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // The section may still be loading (the home page's sections below the hero are a lazy chunk).
    let cancel = () => {};
    const timer = window.setTimeout(
      () => {
        cancel = whenRendered(`#${CSS.escape(id)}`, (target) => {
          renderDeferredSections();
          target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
          focusLanding(target);
        });
      },
      previous === location.pathname ? 0 : anchorScrollDelayMs,
    );
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [location.key, location.pathname, location.hash]);
}
