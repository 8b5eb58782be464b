import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
import { SectionHeading } from '../../primitives/section-heading';

export interface ProcessStep {
  title: string;
  description: ReactNode;
}

export interface ProcessSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The short line over the title, naming the section. */
  eyebrow?: ReactNode;
  /** The section's heading. */
  title: ReactNode;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  /** The steps in order; they are numbered 01, 02, … */
  steps: readonly ProcessStep[];
}

/** How working together goes: numbered steps joined by a line. */
export function ProcessSection({ eyebrow, title, description, steps, className, ...props }: ProcessSectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('border-y border-border bg-surface/40 py-section', className)}
      {...props}
      data-slot="process-section"
    >
      <Container className="flex flex-col gap-14">
        <SectionHeading eyebrow={eyebrow} title={title} description={description} headingId={headingId} />
        <div className="relative">
          <span
            aria-hidden
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-accent/0 via-accent/50 to-violet/0 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {steps.map((step, index) => (
              <li key={step.title} className="relative flex flex-col items-center gap-4 text-center">
                <span
                  aria-hidden
                  className="grid size-14 place-items-center rounded-full border border-accent/40 bg-background text-lg font-semibold tabular-nums text-accent-strong shadow-glow"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="text-xl font-semibold text-foreground">{step.title}</h3>
                <p className="max-w-sm leading-relaxed text-pretty text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  );
}
