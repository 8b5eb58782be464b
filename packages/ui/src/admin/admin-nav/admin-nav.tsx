import { useEffect, useRef, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface AdminNavItem {
  id: string;
  href: string;
  label: string;
  icon?: ReactNode;
}

export interface AdminNavProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** The navigation landmark's name, such as "Console". */
  label: string;
  items: readonly AdminNavItem[];
  /** The id of the page shown (`aria-current="page"`); none when no entry matches. */
  currentId?: string | null;
  /**
   * A plain click on an entry (no modifier key, main button), for client-side navigation: call
   * `event.preventDefault()` to take it over. Other clicks open the address as links do.
   */
  onNavigate?: (item: AdminNavItem, event: MouseEvent<HTMLAnchorElement>) => void;
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The operator console's sections as a row of links under the header. Narrow screens scroll the row
 * sideways (the current entry is scrolled into view); every entry is a real link, reached by Tab.
 */
export function AdminNav({ label, items, currentId, onNavigate, className, ...props }: AdminNavProps) {
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    current.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [currentId]);
  return (
    <nav aria-label={label} className={cn('border-b border-border bg-background', className)} {...props} data-slot="admin-nav">
      <ul
        className={cn(
          'mx-auto flex w-full max-w-page gap-1 overflow-x-auto px-4 py-2 [scrollbar-width:thin] sm:px-6',
          // On a narrow screen the row scrolls: its edges fade, so an entry cut off at either side shows there is more.
          'max-sm:[mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1rem),transparent)]',
        )}
      >
        {items.map((item) => {
          const active = item.id === currentId;
          return (
            <li key={item.id} className="shrink-0">
              <a
                ref={active ? current : undefined}
                href={item.href}
                aria-current={active ? 'page' : undefined}
                data-slot="admin-nav-link"
                onClick={(event) => {
                  if (onNavigate && plainClick(event)) onNavigate(item, event);
                }}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-200',
                  'focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-accent/40 focus-visible:ring-inset',
                  '[&_svg]:size-4 [&_svg]:shrink-0',
                  active ? 'bg-accent/10 text-accent-strong' : 'text-muted hover:bg-surface-raised hover:text-foreground',
                )}
              >
                {item.icon ? <span aria-hidden>{item.icon}</span> : null}
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
