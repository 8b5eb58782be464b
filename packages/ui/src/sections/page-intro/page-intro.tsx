import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../primitives/container';
import { Glow } from '../../primitives/glow';

export interface PageIntroProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Short label above the title. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons under the lead. */
  actions?: ReactNode;
}

/** The opening of an inner page: its h1, a lead sentence and optional actions. */
export function PageIntro({ eyebrow, title, lead, actions, className, ...props }: PageIntroProps) {
  return (
    <section className={cn('relative isolate overflow-hidden border-b border-border', className)} {...props} data-slot="page-intro">
      <Glow variant="intro" />
      <Container width="prose" className="flex flex-col gap-5 py-16 text-center sm:py-24">
        {eyebrow ? <p className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">{eyebrow}</p> : null}
        <h1 className="text-headline font-semibold text-balance text-foreground">{title}</h1>
        {lead ? <p className="text-lead text-pretty text-muted">{lead}</p> : null}
        {actions ? <div className="mt-4 flex flex-wrap justify-center gap-4">{actions}</div> : null}
      </Container>
    </section>
  );
}
