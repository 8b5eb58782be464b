import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const spinnerVariants = cva('items-center justify-center', {
  variants: {
    layout: {
      inline: 'inline-flex',
      /** Centred in the viewport, for a page whose data is loading. */
      page: 'flex min-h-dvh w-full',
      /** Centred in its container. */
      block: 'flex w-full py-12',
    },
  },
  defaultVariants: { layout: 'inline' },
});

export interface SpinnerProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof spinnerVariants> {
  /** What is loading, announced to screen readers, such as "Loading…". */
  label: string;
}

/** A spinning ring with an accessible status label. */
export function Spinner({ label, layout, className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      data-layout={layout ?? 'inline'}
      className={cn(spinnerVariants({ layout }), className)}
      {...props}
      data-slot="spinner"
    >
      <span
        aria-hidden
        className="size-8 animate-spin rounded-full border-3 border-border-strong border-t-accent motion-reduce:animate-[spin_1.5s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
