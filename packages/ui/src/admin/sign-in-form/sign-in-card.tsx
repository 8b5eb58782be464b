import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Glow } from '../../primitives/glow';

/** The frame of a sign-in step: brand, icon, heading and lead over the step's form. */
export interface SignInCardProps extends HTMLAttributes<HTMLDivElement> {
  /** The step's icon in the badge above the eyebrow. */
  icon: ReactNode;
  /** Small line above the title, such as "Operator console". */
  eyebrow: string;
  /** The step's heading (h1), such as "Welcome back". */
  title: string;
  /** What the step asks for, under the title. */
  lead: string;
  /** The brand mark above the card. */
  logo?: ReactNode;
  /** The step's state, as `data-state` for styles and tests: waiting for the server, or after a refusal. */
  state: 'idle' | 'submitting' | 'error';
  /** The `data-slot` of the step that uses the card. */
  slot: string;
  /** The step's form and what follows it. */
  children: ReactNode;
}

/** The card both sign-in steps (password, then code) stand in: centred on the page, under the brand. */
export function SignInCard({ icon, eyebrow, title, lead, logo, state, slot, className, children, ...props }: SignInCardProps) {
  return (
    <div
      data-state={state}
      className={cn('relative isolate flex min-h-dvh flex-col items-center justify-center gap-8 px-5 py-16', className)}
      {...props}
      data-slot={slot}
    >
      <Glow variant="form" />
      {logo}
      <div className="w-full max-w-md rounded-card border border-border bg-surface/80 p-8 shadow-card sm:p-10">
        <span
          aria-hidden
          className="mb-6 flex size-12 items-center justify-center rounded-2xl bg-accent/10 text-accent-strong ring-1 ring-accent/30"
        >
          {icon}
        </span>
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-foreground">{title}</h1>
        <p className="mt-3 leading-relaxed text-muted">{lead}</p>
        {children}
      </div>
    </div>
  );
}
