import { ArrowRight, CircleCheck } from 'lucide-react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent, NavLink } from '../../lib/link';
import { Button } from '../../primitives/button';
import { Card, CardDescription, CardTitle } from '../../primitives/card';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';
import { Glow } from '../../primitives/glow';

export interface Benefit {
  /** The figure in large type, such as "72h" or "3X"; without one, the card shows its icon. */
  stat?: string;
  /** Decorative icon, in place of a figure. */
  icon?: ReactNode;
  title: string;
  description: ReactNode;
}

export interface BenefitsSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  items: readonly Benefit[];
  /** Where the figures come from, under the cards (a claim with a figure names its basis). */
  note?: ReactNode;
  /** Short proof points under the cards, such as "24/7 support". */
  highlights?: readonly string[];
  /** The closing call-to-action, such as "Book a Free AI Strategy Call" to the contact page; none when null or left out. */
  cta?: NavLink | null;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** Measurable results: stat cards, proof points and the closing call-to-action. */
export function BenefitsSection({
  eyebrow,
  title,
  description,
  items,
  note,
  highlights,
  cta,
  LinkComponent: Link = 'a',
  className,
  ...props
}: BenefitsSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('relative isolate overflow-hidden py-section', className)}
      {...props}
      data-slot="benefits-section"
    >
      <Glow variant="floor" />
      <Container className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={headingId} />
        <div className="flex flex-col gap-5">
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <Card asChild key={item.title}>
                <li>
                  <BenefitMark stat={item.stat} icon={item.icon} />
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription>{item.description}</CardDescription>
                </li>
              </Card>
            ))}
          </ul>
          {note ? <p className="text-center text-sm text-pretty text-muted">{note}</p> : null}
        </div>
        {highlights?.length ? (
          <ul className="flex flex-wrap justify-center gap-3">
            {highlights.map((highlight) => (
              <li
                key={highlight}
                className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/60 px-4 py-2 text-sm text-muted"
              >
                <CircleCheck aria-hidden className="size-4 shrink-0 text-success" />
                {highlight}
              </li>
            ))}
          </ul>
        ) : null}
        {cta ? (
          <div className="flex justify-center">
            <Button asChild size="lg" wrap className="py-3">
              <Link href={cta.href}>
                {cta.label}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        ) : null}
      </Container>
    </section>
  );
}

/** A card's figure in large type, or its icon at the same height when it has no figure. */
function BenefitMark({ stat, icon }: Pick<Benefit, 'stat' | 'icon'>) {
  if (stat) {
    return (
      <p aria-hidden className="text-4xl font-semibold tracking-tight text-accent-gradient">
        {stat}
      </p>
    );
  }
  return icon ? (
    <span aria-hidden className="grid size-10 place-items-center rounded-control bg-accent-gradient text-on-accent [&_svg]:size-5">
      {icon}
    </span>
  ) : null;
}
