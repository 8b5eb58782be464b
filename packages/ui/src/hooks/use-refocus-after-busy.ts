import { useEffect, useRef, type RefObject } from 'react';

/**
 * Controls disabled while a form is busy drop keyboard focus to the page. When the busy state ends
 * and nothing has taken focus since, `target` gets it back, so the keyboard continues where it was.
 */
export function useRefocusAfterBusy(busy: boolean, target: RefObject<HTMLElement | null>): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended) return;
    const active = document.activeElement;
    if (!active || active === document.body) target.current?.focus();
  }, [busy, target]);
}
