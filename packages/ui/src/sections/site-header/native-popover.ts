import { useCallback, useSyncExternalStore } from 'react';

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
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** Whether `element` is a showing popover; false where the browser has no popover API. */
export function isPopoverOpen(element: Element | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false;
  }
}

/**
 * Whether the popover with this id is showing, following its toggles. False on the server and
 * during hydration; read from the page right after, so a popover opened before hydration counts.
 */
export function usePopoverOpen(id: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = document.getElementById(id);
      popover?.addEventListener('toggle', onChange);
      return () => popover?.removeEventListener('toggle', onChange);
    },
    [id],
  );
  return useSyncExternalStore(
    subscribe,
    () => isPopoverOpen(document.getElementById(id)),
    () => false,
  );
}
