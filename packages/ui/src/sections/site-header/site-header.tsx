import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useScrolled } from '../../hooks/use-scrolled';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Container } from '../../primitives/container';
import { MenuToggle, MobileMenu, useMobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

export interface SiteHeaderProps {
  /** The linked logo. */
  logo: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Accessible name of the same links in the mobile menu: a second landmark needs a name of its own. */
  menuNavLabel: string;
  links: readonly NavLink[];
  /** Buttons at the end of the bar (About Us, Contact Us), repeated in the mobile menu. */
  actions: ReactNode;
  languagePicker?: ReactNode;
  /** Accessible names of the mobile menu toggle. */
  menuLabels: { open: string; close: string };
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The sticky site header: logo, section links, actions, language picker and a mobile menu toggle. */
export function SiteHeader({
  logo,
  navLabel,
  menuNavLabel,
  links,
  actions,
  languagePicker,
  menuLabels,
  LinkComponent: Link = 'a',
  className,
}: SiteHeaderProps) {
  const scrolled = useScrolled();
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menu = useMobileMenu(panelRef);
  // The open menu is a disclosure, not a trap: Escape closes it and returns to the toggle, and
  // tabbing past its last link closes it so it does not cover the content focus moved to.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.show(false);
    toggleRef.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (menu.open && next && !event.currentTarget.contains(next)) menu.show(false);
  };

  return (
    <header
      data-slot="site-header"
      onKeyDown={closeOnEscape}
      onBlur={closeWhenFocusLeaves}
      data-state={scrolled ? 'scrolled' : 'top'}
      data-menu={menu.state}
      className={cn(
        'group/header sticky top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-300',
        scrolled
          ? 'border-border bg-background/90 backdrop-blur-xl'
          : 'border-transparent bg-background/40 backdrop-blur-sm menu-open:border-border menu-open:bg-background/90 menu-open:backdrop-blur-xl',
        className,
      )}
    >
      <Container className="flex h-16 items-center gap-6 lg:h-18">
        <div className="shrink-0">{logo}</div>
        <NavLinks
          label={navLabel}
          links={links}
          Link={Link}
          className="hidden flex-1 justify-center lg:flex"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-full px-3.5 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground"
        />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <div className="hidden items-center gap-2 lg:flex">{actions}</div>
          {languagePicker}
          <MenuToggle ref={toggleRef} menu={menu} menuId={menuId} labels={menuLabels} />
        </div>
      </Container>
      <MobileMenu ref={panelRef} menu={menu} id={menuId}>
        <NavLinks
          label={menuNavLabel}
          links={links}
          Link={Link}
          listClassName="flex flex-col"
          linkClassName="block rounded-lg py-3 text-lg font-medium text-foreground hover:text-accent-strong"
        />
        <div className="flex flex-col gap-3 [&>*]:w-full">{actions}</div>
      </MobileMenu>
    </header>
  );
}
