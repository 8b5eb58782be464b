import { ArrowRight, Check } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Glow } from '../../primitives/glow';

export interface ComingSoonFeatureProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Status label, such as "Coming Soon". */
  badge: ReactNode;
  /** The card's title. */
  title: string;
  /** The text under the card's title. */
  description: ReactNode;
  /** What the service will do, one line each. */
  features: readonly string[];
  /** The waitlist link for this service. */
  waitlist: NavLink;
  /** Decorative icon, such as a lucide icon. */
  icon?: ReactNode;
  /** Heading level of the title. */
  level?: 2 | 3;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** An upcoming service presented in full, with its features and a waitlist link. */
export function ComingSoonFeature({
  badge,
  title,
  description,
  features,
  waitlist,
  icon,
  level = 3,
  LinkComponent: Link = 'a',
  className,
  ...props
}: ComingSoonFeatureProps) {
  const titleId = useId();
  const Heading = `h${level}` as const;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative isolate grid gap-10 overflow-hidden rounded-card border border-border-strong bg-surface p-8 shadow-card sm:p-10 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16 lg:p-14',
        className,
      )}
      {...props}
      data-slot="coming-soon-feature"
    >
      <Glow variant="corner" />
      <div className="flex flex-col items-start gap-5">
        <div className="flex items-center gap-4">
          {icon ? (
            <span
              aria-hidden
              className="grid size-12 place-items-center rounded-xl border border-violet/40 bg-violet/10 text-violet [&_svg]:size-6"
            >
              {icon}
            </span>
          ) : null}
          <Badge tone="accent">{badge}</Badge>
        </div>
        <Heading id={titleId} className="text-2xl font-semibold text-balance text-foreground sm:text-3xl">
          {title}
        </Heading>
        <p className="text-lead text-pretty text-muted">{description}</p>
        <Button asChild variant="secondary" className="mt-2">
          <Link href={waitlist.href} aria-describedby={titleId}>
            {waitlist.label}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
      <ul className="flex flex-col gap-4">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 rounded-xl border border-border bg-background/40 p-4 text-foreground">
            <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
