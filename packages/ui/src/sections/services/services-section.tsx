import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';
import { ServiceCard, type ServiceCardProps } from './service-card';

export interface ServicesSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  /** The service cards, in order; a featured card spans two columns on wide screens. */
  services: readonly (Omit<ServiceCardProps, 'LinkComponent'> & { id: string })[];
  /** The call-to-action under the cards, usually a `Button asChild` around the site's link. */
  action?: ReactNode;
  /** What follows the cards: the coming-soon feature and the future-services grid. */
  children?: ReactNode;
  /** The site's link component (its router's `Link`) for the internal links; a plain `a` by default. */
  LinkComponent?: LinkComponent;
}

/** The offer: a grid of service cards, a call-to-action and what is coming next. */
export function ServicesSection({
  eyebrow,
  title,
  description,
  services,
  action,
  children,
  LinkComponent,
  className,
  ...props
}: ServicesSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-section', className)} {...props} data-slot="services-section">
      <Container className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={headingId} />
        <ul className="grid grid-flow-dense gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {services.map(({ id, ...service }) => (
            <li key={id} className={cn(service.featured && 'sm:col-span-2')}>
              <ServiceCard {...service} LinkComponent={LinkComponent} />
            </li>
          ))}
        </ul>
        {action ? <div className="flex justify-center">{action}</div> : null}
        {children}
      </Container>
    </section>
  );
}
