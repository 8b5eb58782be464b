import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * True where the browser has the popover API. Assumed on the server and during hydration, so the
 * served markup opens its menus with `popovertarget` before (and without) any script.
 */
export function usePopoverSupport(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype,
    () => true,
  );
}

/** False on the server and during hydration, true from the render after it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}

/** Whether `element` is a showing popover; false where the browser has no popover API. */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}
