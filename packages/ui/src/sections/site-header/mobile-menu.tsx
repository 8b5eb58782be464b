import { Menu, X } from 'lucide-react';
import { useEffect, useState, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { Container } from '../../primitives/container';
import { isPopoverOpen, useHydrated, usePopoverSupport } from './native-popover';

/** The mobile menu's state, shared by its toggle, its panel and the header around them. */
export interface MobileMenuState {
  open: boolean;
  /** The header's `data-menu`: none until hydrated, when CSS follows the native popover instead. */
  state: 'open' | 'closed' | undefined;
  /** The browser has the popover API: the panel is a native popover, opened by `popovertarget`. */
  native: boolean;
  hydrated: boolean;
  show: (open: boolean) => void;
  /** Follows the popover's own toggles (its button, Escape, a click outside). */
  sync: (open: boolean) => void;
}

/**
 * The menu is a native popover in the served HTML, so it opens and closes before and without
 * scripts; once hydrated, React follows it and adds the rest (names, Escape back to the toggle,
 * closing when focus leaves). Where the browser has no popover API, React runs it on its own.
 */
export function useMobileMenu(panelRef: RefObject<HTMLDivElement | null>): MobileMenuState {
  const native = usePopoverSupport();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // Opened before the scripts ran: it stays open, and the state takes it over.
    if (isPopoverOpen(panelRef.current)) setOpen(true);
  }, [panelRef]);
  const show = (next: boolean) => {
    if (native) panelRef.current?.togglePopover(next);
    setOpen(next);
  };
  return { open, state: hydrated ? (open ? 'open' : 'closed') : undefined, native, hydrated, show, sync: setOpen };
}

interface MenuToggleProps {
  ref: Ref<HTMLButtonElement>;
  menu: MobileMenuState;
  menuId: string;
  labels: { open: string; close: string };
}

/** The menu button. Before hydration its name and icon follow the popover through CSS. */
export function MenuToggle({ ref, menu, menuId, labels }: MenuToggleProps) {
  return (
    <button
      data-slot="mobile-menu-toggle"
      ref={ref}
      type="button"
      popoverTarget={menu.native ? menuId : undefined}
      aria-controls={menuId}
      aria-expanded={menu.hydrated ? menu.open : undefined}
      aria-label={menu.hydrated ? (menu.open ? labels.close : labels.open) : undefined}
      onClick={menu.native ? undefined : () => menu.show(!menu.open)}
      className="inline-flex size-10 items-center justify-center rounded-full border border-border text-foreground lg:hidden"
    >
      <span className="sr-only group-menu-open/header:hidden">{labels.open}</span>
      <span className="sr-only hidden group-menu-open/header:inline">{labels.close}</span>
      <Menu aria-hidden className="size-5 group-menu-open/header:hidden" />
      <X aria-hidden className="hidden size-5 group-menu-open/header:block" />
    </button>
  );
}

interface MobileMenuProps {
  ref: Ref<HTMLDivElement>;
  menu: MobileMenuState;
  id: string;
  children: ReactNode;
}

/**
 * The panel under the header bar, over the page (so opening it moves nothing). Following one of
 * its links closes it.
 */
export function MobileMenu({ ref, menu, id, children }: MobileMenuProps) {
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) menu.show(false);
  };
  return (
    <div
      data-slot="mobile-menu"
      ref={ref}
      id={id}
      data-menu-panel=""
      popover={menu.native ? 'auto' : undefined}
      hidden={menu.native ? undefined : !menu.open}
      onToggle={(event) => menu.sync(event.newState === 'open')}
      onClick={closeOnLink}
      className="fixed inset-x-0 top-[calc(4rem+1px)] bottom-auto z-40 max-h-[calc(100dvh-4rem-1px)] w-auto overflow-y-auto border-b border-border bg-background/95 text-foreground backdrop-blur-xl lg:hidden supports-[not_selector(:popover-open)]:hidden supports-[not_selector(:popover-open)]:group-data-[menu=open]/header:block"
    >
      <Container className="flex flex-col gap-6 py-6">{children}</Container>
    </div>
  );
}
