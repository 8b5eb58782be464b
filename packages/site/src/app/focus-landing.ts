/**
 * Moves focus to a landing spot (a page's main landmark, a section reached by an anchor) without
 * scrolling, making it focusable first if it is not, as browsers do for a fragment's target. The
 * spot is marked so the stylesheet draws no focus ring around a whole region.
 */
export function focusLanding(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute('data-focus-landing', '');
  target.focus({ preventScroll: true });
}

/**
 * Calls `found` with the first element matching `selector` once it is rendered (a lazily loaded page
 * or section may take a few frames), giving up after `timeoutMs`. Returns a cancel function for
 * effect clean-up.
 */
export function whenRendered(selector: string, found: (target: HTMLElement) => void, timeoutMs = 3_000): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(selector);
    if (target) found(target);
    else if (performance.now() - started < timeoutMs) frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

/** Focuses the first element matching `selector` once it is rendered (see `whenRendered`). */
export function focusLandingWhenReady(selector: string, timeoutMs = 3_000): () => void {
  return whenRendered(selector, focusLanding, timeoutMs);
}
