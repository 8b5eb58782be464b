import { ArrowRight } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link';
import { Badge } from '../../primitives/badge';

export interface FutureService {
  /** The service id, used for keys and `data-service`. */
  id: string;
  title: string;
  description: ReactNode;
  /** The waitlist link for this service. */
  href: string;
  /** Decorative icon, such as a lucide icon. */
  icon?: ReactNode;
}

export interface FutureServicesGridProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  /** Status label on every item, such as "Coming Soon". */
  badge?: ReactNode;
  items: readonly FutureService[];
  /** Text of every item's waitlist link, such as "Join Waitlist". */
  waitlistLabel: string;
  /** Heading level of the grid's title; items use the next level. */
  level?: 2 | 3;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** Upcoming services as a grid of small cards, each with its own waitlist link. */
export function FutureServicesGrid({
  title,
  description,
  badge,
  items,
  waitlistLabel,
  level = 3,
  LinkComponent: Link = 'a',
  className,
  ...props
}: FutureServicesGridProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  const ItemHeading = `h${level + 1}` as 'h3' | 'h4';
  return (
    <section aria-labelledby={`${id}-title`} className={cn('flex flex-col gap-8', className)} {...props} data-slot="future-services-grid">
      <div className="flex flex-col items-center gap-3 text-center">
        <Heading id={`${id}-title`} className="text-2xl font-semibold text-balance text-foreground sm:text-3xl">
          {title}
        </Heading>
        {description ? <p className="max-w-2xl text-pretty text-muted">{description}</p> : null}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            data-service={item.id}
            className="flex flex-col gap-3 rounded-card border border-dashed border-border-strong bg-surface/50 p-6 transition-colors hover:border-accent/50"
          >
            <div className="flex items-center justify-between gap-3">
              {item.icon ? (
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-lg bg-surface-raised text-accent-strong [&_svg]:size-5"
                >
                  {item.icon}
                </span>
              ) : null}
              {badge ? <Badge>{badge}</Badge> : null}
            </div>
            <ItemHeading id={`${id}-${item.id}`} className="text-lg font-semibold text-foreground">
              {item.title}
            </ItemHeading>
            <p className="flex-1 text-sm leading-relaxed text-muted">{item.description}</p>
            <Link
              href={item.href}
              aria-describedby={`${id}-${item.id}`}
              className="inline-flex items-center gap-2 self-start rounded-sm text-sm font-semibold text-accent-strong underline-offset-4 hover:underline [&_svg]:size-4"
            >
              {waitlistLabel}
              <ArrowRight aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
