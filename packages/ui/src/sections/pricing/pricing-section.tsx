import { Info } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Card } from '../../primitives/card';
import { CheckList } from '../../primitives/check-list';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';

export interface PricingTier {
  id: string;
  name: string;
  description: ReactNode;
  features: readonly string[];
  /** Highlights the tier with the accent border and the featured label. */
  featured?: boolean;
}

export interface PricingSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  tiers: readonly PricingTier[];
  /** Every tier's call-to-action, such as "Get Custom Quote" to the contact page. */
  cta: NavLink;
  /** Label of the featured tier, such as "Most popular". */
  featuredLabel?: ReactNode;
  /** Billing note under the tiers. */
  note?: ReactNode;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** Plans without prices: each tier's features and a quote request. */
export function PricingSection({
  eyebrow,
  title,
  description,
  tiers,
  cta,
  featuredLabel,
  note,
  LinkComponent: Link = 'a',
  className,
  ...props
}: PricingSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={cn('py-section', className)} {...props} data-slot="pricing-section">
      <Container className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={`${id}-title`} />
        <ul className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
          {tiers.map((tier) => (
            <Card
              asChild
              key={tier.id}
              padding="lg"
              tone={tier.featured ? 'featured' : 'default'}
              className={cn(tier.featured && 'lg:-my-4 lg:py-12')}
            >
              <li data-slot="pricing-tier" data-featured={tier.featured || undefined}>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h3 id={`${id}-${tier.id}`} className="text-2xl font-semibold text-foreground">
                    {tier.name}
                  </h3>
                  {tier.featured && featuredLabel ? <Badge tone="accent">{featuredLabel}</Badge> : null}
                </div>
                <p className="leading-relaxed text-muted">{tier.description}</p>
                <CheckList
                  items={tier.features}
                  className="flex flex-1 flex-col gap-3 border-t border-border pt-6"
                  itemClassName="text-foreground"
                />
                <Button asChild variant={tier.featured ? 'primary' : 'secondary'} wrap className="mt-2 w-full">
                  <Link href={cta.href} aria-describedby={`${id}-${tier.id}`}>
                    {cta.label}
                  </Link>
                </Button>
              </li>
            </Card>
          ))}
        </ul>
        {note ? (
          <p className="mx-auto max-w-2xl text-center text-sm text-pretty text-muted">
            <Info aria-hidden className="mr-2 inline-block size-4 align-[-3px] text-accent" />
            {note}
          </p>
        ) : null}
      </Container>
    </section>
  );
}
