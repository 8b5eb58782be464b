import { startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/** What a visitor did in the prerendered FAQ (faq-disclosures.tsx) before the scripts ran. */
export interface PrerenderedState {
  /** The open category, or '' when the visitor closed them all. */
  openCategory: string;
  openQuestions: string[];
  /** What was typed into the search box. */
  query: string;
  /** The category or question whose summary has focus. */
  focused: string | undefined;
}

/** Reads the prerendered FAQ under `root` as it is now. */
export function readPrerenderedState(root: HTMLElement): PrerenderedState {
  const active = root.ownerDocument.activeElement;
  return {
    openCategory: root.querySelector<HTMLElement>('details[data-faq-category][open]')?.dataset.faqCategory ?? '',
    openQuestions: Array.from(root.querySelectorAll<HTMLElement>('details[data-faq-question][open]'), (details) => details.dataset.faqQuestion ?? ''),
    query: root.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '',
    focused: active && root.contains(active) ? active.closest<HTMLElement>('[data-faq-trigger]')?.dataset.faqTrigger : undefined,
  };
}

const noSubscription = () => () => {};

/**
 * Whether the FAQ (the element given `rootRef`) is enhanced: false while prerendering and hydrating (the HTML holds
 * native disclosures), then, in a render of its own after hydration, true, with `takeOver` given
 * what the visitor had opened and typed; the trigger of the summary that had focus gets it. Rendered
 * in the browser (a client-side navigation, a story), it is enhanced from the start.
 * `takeOver` must be stable.
 */
export function usePrerenderedTakeover(takeOver: (state: PrerenderedState) => void) {
  const root = useRef<HTMLDivElement>(null);
  const renderedInBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const [enhanced, setEnhanced] = useState(renderedInBrowser);
  const focusAfterTakeover = useRef<string>(undefined);

  useEffect(() => {
    const element = root.current;
    if (enhanced || !element) return;
    const before = readPrerenderedState(element);
    focusAfterTakeover.current = before.focused;
    // Chrome's scroll anchoring moved the page by hundreds of pixels when the disclosures it was
    // anchored to were swapped for the accordion, though nothing changes size: leave the FAQ out of it.
    element.style.overflowAnchor = 'none';
    // A transition: React renders the accordion in slices, yielding to input between them.
    startTransition(() => {
      takeOver(before);
      setEnhanced(true);
    });
  }, [enhanced, takeOver]);

  useLayoutEffect(() => {
    const element = root.current;
    if (!enhanced || !element) return;
    const key = focusAfterTakeover.current;
    focusAfterTakeover.current = undefined;
    if (key !== undefined) {
      Array.from(element.querySelectorAll<HTMLElement>('button[data-faq-trigger]'))
        .find((trigger) => trigger.dataset.faqTrigger === key)
        ?.focus({ preventScroll: true });
    }
    if (!element.style.overflowAnchor) return;
    // Back into scroll anchoring once the accordion has been laid out and painted.
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => (element.style.overflowAnchor = ''))));
    return () => cancelAnimationFrame(frame);
  }, [enhanced]);

  return { enhanced, rootRef: root };
}
