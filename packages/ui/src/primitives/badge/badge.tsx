import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const badgeVariants = variants(
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'border-border-strong bg-surface-raised text-muted',
        accent: 'border-accent/40 bg-accent/10 text-accent-strong',
        success: 'border-success/40 bg-success/10 text-success',
        danger: 'border-danger/40 bg-danger-surface text-danger',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {
  /** `neutral` for a category, `accent` for news (Coming Soon), `success` and `danger` for a state. */
  tone?: VariantProps<typeof badgeVariants>['tone'];
}

/** A short status or category label, such as Coming Soon or Active. */
export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" data-tone={tone ?? 'neutral'} className={cn(badgeVariants({ tone }), className)} {...props} />;
}
