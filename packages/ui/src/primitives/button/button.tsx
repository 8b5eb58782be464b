import { Slot } from '../../lib/slot';
import type { VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const buttonVariants = variants(
  'inline-flex items-center justify-center gap-2 font-semibold transition-[background-color,box-shadow,color,opacity,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-3 focus-visible:outline-ring disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        // Disabled buttons are dimmed by colour, not opacity, so their label still reads at AA.
        primary:
          'rounded-full bg-accent-gradient text-on-accent shadow-glow hover:brightness-110 active:translate-y-px disabled:bg-none disabled:bg-surface-raised disabled:text-muted disabled:shadow-none',
        secondary:
          'rounded-full border border-border-strong bg-surface-raised/60 text-foreground hover:border-accent/60 hover:bg-surface-raised disabled:border-border disabled:text-muted',
        /** Secondary, for a destructive action such as confirming a deletion. */
        danger:
          'rounded-full border border-danger/50 bg-surface-raised/60 text-danger hover:border-danger hover:bg-surface-raised disabled:border-border disabled:text-muted',
        ghost: 'rounded-full text-muted hover:bg-surface-raised hover:text-foreground disabled:text-subtle',
        /** Ghost, turning red on hover: an icon button that starts a destructive action. */
        ghostDanger: 'rounded-full text-muted hover:bg-surface-raised hover:text-danger disabled:text-subtle',
        link: 'rounded-sm text-accent-strong underline-offset-4 hover:underline disabled:text-subtle',
      },
      size: {
        sm: 'min-h-9 px-4 text-sm',
        md: 'min-h-11 px-6 text-[0.9375rem]',
        lg: 'min-h-13 px-8 text-base',
        icon: 'size-11 shrink-0',
        iconSm: 'size-9 shrink-0',
        /** No box of its own, for the `link` variant inside text. */
        inline: '',
      },
      /** Let a long label wrap onto more lines (translations) instead of widening the button. */
      wrap: {
        true: 'py-2.5 text-center whitespace-normal',
        false: 'shrink-0 whitespace-nowrap',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonVariantProps {
  /**
   * `primary` for the one main action of a view; `secondary` beside it; `ghost` for quiet actions and icon
   * buttons; `danger` and `ghostDanger` for destructive ones; `link` for an action inside text.
   */
  variant?: ButtonVariantProps['variant'];
  /** Height and type size: `sm`, `md` (default), `lg`; `icon` and `iconSm` are square, for an icon alone. The `link` variant has no box and ignores it. */
  size?: ButtonVariantProps['size'];
  /** Let a long label wrap onto more lines (translations) instead of widening the button. */
  wrap?: ButtonVariantProps['wrap'];
  /** Render the single child (a link, say) with the button's styling instead of a `button`. */
  asChild?: boolean;
  /** The rendered `button` element (or the child with `asChild`), for focus management. */
  ref?: Ref<HTMLButtonElement>;
}

/** The call-to-action and control button, in six variants and six sizes; the `link` variant has no box. */
export function Button({ className, variant, size, wrap, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size: variant === 'link' ? 'inline' : size, wrap }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
