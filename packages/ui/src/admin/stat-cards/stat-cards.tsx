import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface StatItem {
  id: string;
  label: string;
  /** The value, already formatted for the page's locale. */
  value: string;
  icon?: ReactNode;
}

export interface StatCardsProps extends HTMLAttributes<HTMLElement> {
  /** Name of the group, such as "Overview". */
  label: string;
  /** One card each, in order: label, formatted value and an optional icon. */
  items: StatItem[];
}

/** A row of headline figures. */
export function StatCards({ label, items, className, ...props }: StatCardsProps) {
  return (
    <section aria-label={label} className={cn(className)} {...props} data-slot="stat-cards">
      <dl className="grid gap-4 sm:grid-cols-3">
        {items.map((item) => (
          <div
            key={item.id}
            className="relative flex flex-col gap-3 overflow-hidden rounded-card border border-border bg-surface p-6 shadow-card"
          >
            <dt className="flex items-center justify-between gap-3 text-sm font-medium text-muted">
              {item.label}
              {item.icon ? (
                <span
                  aria-hidden
                  className="flex size-9 items-center justify-center rounded-xl bg-accent/10 text-accent-strong [&_svg]:size-4.5"
                >
                  {item.icon}
                </span>
              ) : null}
            </dt>
            <dd className="text-4xl font-semibold tracking-tight text-foreground tabular-nums">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
