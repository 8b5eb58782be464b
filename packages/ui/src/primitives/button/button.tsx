import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,box-shadow,color,opacity,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-ring disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Disabled buttons are dimmed by colour, not opacity, so their label still reads at AA.
        primary:
          'bg-accent-gradient text-on-accent shadow-glow hover:brightness-110 active:translate-y-px disabled:bg-none disabled:bg-surface-raised disabled:text-muted disabled:shadow-none',
        secondary:
          'border border-border-strong bg-surface-raised/60 text-foreground hover:border-accent/60 hover:bg-surface-raised disabled:border-border disabled:text-muted',
        ghost: 'text-muted hover:bg-surface-raised hover:text-foreground disabled:text-subtle',
        link: 'rounded-sm px-0 text-accent-strong underline-offset-4 hover:underline disabled:text-subtle',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-[0.9375rem]',
        lg: 'h-13 px-8 text-base',
        icon: 'size-11',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    VariantProps<typeof buttonVariants> {
  /** Render the single child (a link, say) with the button's styling instead of a `button`. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The call-to-action and control button, in four variants and four sizes. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
