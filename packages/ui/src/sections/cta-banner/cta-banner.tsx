import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Glow } from '../../primitives/glow';

export interface CtaBannerProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The banner's heading. */
  title: string;
  /** The text under the title: one or two sentences. */
  description?: ReactNode;
  /** Buttons, usually `Button asChild` around the site's link. */
  actions: ReactNode;
  /** Heading level; h2 unless nested under another section heading. */
  level?: 2 | 3;
}

/** A closing call to action: a glowing panel with a heading, a sentence and buttons. */
export function CtaBanner({ title, description, actions, level = 2, className, ...props }: CtaBannerProps) {
  const Heading = `h${level}` as const;
  return (
    <section
      className={cn(
        'relative isolate overflow-hidden rounded-card border border-border-strong bg-surface px-6 py-12 text-center shadow-card sm:px-12 sm:py-16',
        className,
      )}
      {...props}
      data-slot="cta-banner"
    >
      <Glow variant="banner" />
      <Heading className="mx-auto max-w-2xl text-2xl font-semibold text-balance text-foreground sm:text-3xl">{title}</Heading>
      {description ? <p className="mx-auto mt-4 max-w-xl text-lead text-pretty text-muted">{description}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-4">{actions}</div>
    </section>
  );
}
