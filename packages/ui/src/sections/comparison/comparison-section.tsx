import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';
import { ComparisonTable, type ComparisonTableProps } from './comparison-table';

export interface ComparisonSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  table: ComparisonTableProps;
}

/** Why choose us: a heading over the comparison table. */
export function ComparisonSection({ eyebrow, title, description, table, className, ...props }: ComparisonSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('py-section', className)} {...props} data-slot="comparison-section">
      <Container width="wide" className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={headingId} />
        <ComparisonTable {...table} />
      </Container>
    </section>
  );
}
