import { ArrowRight } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Badge } from '../../primitives/badge';
import { Card, CardDescription, CardTitle } from '../../primitives/card';

export interface ServiceCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's title. */
  title: string;
  /** The text under the card's title. */
  description: ReactNode;
  /** Decorative icon, such as a lucide icon. */
  icon?: ReactNode;
  /** Short label beside the title, such as "Flagship". */
  badge?: ReactNode;
  /** Draws the card with the accent border. */
  featured?: boolean;
  /** Decorative artwork shown beside the text on wide screens, for a featured card. */
  art?: ReactNode;
  /** Where the card leads, with the link's text. */
  link?: NavLink;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** One service: icon, title, description and an optional link onward. */
export function ServiceCard({
  title,
  description,
  icon,
  badge,
  featured = false,
  link,
  art,
  LinkComponent: Link = 'a',
  className,
  ...props
}: ServiceCardProps) {
  return (
    <Card
      asChild
      tone={featured ? 'featured' : 'interactive'}
      padding="lg"
      className={cn('h-full overflow-hidden', art ? 'sm:pr-[42%]' : null, className)}
    >
      <article data-featured={featured || undefined} {...props} data-slot="service-card">
        {art ? (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 hidden w-[42%] items-center justify-center p-6 sm:flex"
          >
            {art}
          </div>
        ) : null}
        <div className="flex items-start justify-between gap-4">
          {icon ? (
            <span
              aria-hidden
              className={cn(
                'grid size-12 place-items-center rounded-xl border [&_svg]:size-6',
                featured
                  ? 'border-transparent bg-accent-gradient text-on-accent'
                  : 'border-border-strong bg-surface-raised text-accent-strong',
              )}
            >
              {icon}
            </span>
          ) : null}
          {badge ? <Badge tone="accent">{badge}</Badge> : null}
        </div>
        <CardTitle size="lg">{title}</CardTitle>
        <CardDescription className="flex-1">{description}</CardDescription>
        {link ? (
          <Link
            href={link.href}
            className="inline-flex items-center gap-2 self-start rounded-sm font-semibold text-accent-strong underline-offset-4 hover:underline [&_svg]:size-4"
          >
            {link.label}
            <ArrowRight aria-hidden />
          </Link>
        ) : null}
      </article>
    </Card>
  );
}
