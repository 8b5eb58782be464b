import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card, CardDescription, CardTitle } from '../../primitives/card';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';

export interface ProblemItem {
  title: string;
  description: ReactNode;
  /** Decorative icon, such as a lucide icon. */
  icon?: ReactNode;
}

export interface ProblemSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  /** The pains, in order. */
  items: readonly ProblemItem[];
}

/** The pains the offer solves: a heading and a grid of cards. */
export function ProblemSection({ eyebrow, title, description, items, className, ...props }: ProblemSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-section', className)} {...props} data-slot="problem-section">
      <Container className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={headingId} />
        <ul className="grid gap-5 sm:grid-cols-2">
          {items.map((item) => (
            <Card asChild key={item.title} padding="lg">
              <li className="flex-row items-start gap-5">
                {item.icon ? (
                  <span
                    aria-hidden
                    className="grid size-11 shrink-0 place-items-center rounded-xl border border-danger/25 bg-danger-surface text-danger [&_svg]:size-5"
                  >
                    {item.icon}
                  </span>
                ) : null}
                <div className="flex min-w-0 flex-col gap-2">
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription>{item.description}</CardDescription>
                </div>
              </li>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
