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
    openQuestions: Array.from(
      root.querySelectorAll<HTMLElement>('details[data-faq-question][open]'),
      (details) => details.dataset.faqQuestion ?? '',
    ),
    query: root.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? '',
    focused: active && root.contains(active) ? active.closest<HTMLElement>('[data-faq-trigger]')?.dataset.faqTrigger : undefined,
  };
}

const noSubscription = () => () => {};

/** The state after a click on the summary `trigger` of the prerendered FAQ: one category open at most, questions each on their own. */
function toggled(state: PrerenderedState, trigger: HTMLElement): PrerenderedState {
  const key = trigger.dataset.faqTrigger ?? '';
  if (trigger.parentElement?.hasAttribute('data-faq-category')) return { ...state, openCategory: state.openCategory === key ? '' : key };
  const open = state.openQuestions.includes(key);
  return { ...state, openQuestions: open ? state.openQuestions.filter((id) => id !== key) : [...state.openQuestions, key] };
}

/**
 * Whether the FAQ (the element given `rootRef`) is enhanced: false while prerendering and hydrating
 * (the HTML holds native disclosures, which work on their own), and after hydration until the visitor
 * first does something in it (focuses, clicks or types, or had typed a query or focused a summary
 * before hydration); then, in a render of its own, true, with
 * `takeOver` given what the visitor had opened and typed; the trigger of the summary that had focus
 * gets it. So the page's load never runs the accordion's code: it runs when it is first needed.
 * Rendered in the browser (a client-side navigation, a story), it is enhanced from the start.
 * `takeOver` must be stable.
 */
export function usePrerenderedTakeover(takeOver: (state: PrerenderedState) => void) {
  const root = useRef<HTMLDivElement>(null);
  const renderedInBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [enhanced, setEnhanced] = useState(renderedInBrowser);
  const focusAfterTakeover = useRef<string>(undefined);

  useEffect(() => {
    const element = root.current;
    if (enhanced || !element) return;
    // What the accordion will show, from the first interaction until it has taken over.
    let state: PrerenderedState | undefined;
    const render = () => {
      const shown = state!;
      // A transition: React renders the accordion in slices, yielding to input between them.
      startTransition(() => {
        takeOver(shown);
        setEnhanced(true);
      });
    };
    const start = () => {
      if (state) return;
      state = readPrerenderedState(element);
      focusAfterTakeover.current = state.focused;
      // Chrome's scroll anchoring moved the page by hundreds of pixels when the disclosures it was
      // anchored to were swapped for the accordion, though nothing changes size: leave the FAQ out of it.
      element.style.overflowAnchor = 'none';
      render();
    };
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element).closest<HTMLElement>('summary[data-faq-trigger]');
      // The first interaction is this click: the browser's toggle is done by the next task.
      if (!state) return void setTimeout(start);
      if (!trigger) return;
      // The accordion is on its way: the click goes to what it will show, not to a disclosure it replaces.
      event.preventDefault();
      state = { ...toggled(state, trigger), query: element.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? state.query };
      render();
    };
    // A press focuses the summary before its click: taking over then could replace the summary under the
    // pointer before the button is released, and the click would be lost. The press's click (or its
    // release, if it slides off, even outside the FAQ or cancelled by the browser) starts it instead, once
    // the browser's toggle is done.
    const document = element.ownerDocument;
    let pressed = false;
    const onPointerUp = () => {
      pressed = false;
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      if (!state) setTimeout(start);
    };
    const onPointerDown = () => {
      pressed = true;
      document.addEventListener('pointerup', onPointerUp, true);
      document.addEventListener('pointercancel', onPointerUp, true);
    };
    const onFocusIn = () => {
      if (!pressed) start();
    };
    // A visitor who typed a query or is on a summary before hydration is already using the FAQ.
    const before = readPrerenderedState(element);
    if (before.query !== '' || before.focused !== undefined) start();
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('input', start);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('input', start);
      element.removeEventListener('click', onClick);
    };
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
