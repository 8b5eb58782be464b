import { Slot } from '../../lib/slot';
import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const cardVariants = variants('relative flex flex-col rounded-card border bg-surface transition-colors duration-200', {
  variants: {
    tone: {
      default: 'border-border shadow-card',
      /** The accent gradient as the border, and a glow instead of the shadow. */
      featured:
        'border-transparent shadow-glow [background:linear-gradient(var(--color-surface),var(--color-surface))_padding-box,linear-gradient(120deg,var(--color-accent),var(--color-violet))_border-box]',
      interactive: 'border-border shadow-card hover:border-border-strong hover:bg-surface-raised',
    },
    padding: {
      md: 'gap-4 p-6',
      lg: 'gap-5 p-8',
    },
  },
  defaultVariants: { tone: 'default', padding: 'md' },
});

export interface CardProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof cardVariants> {
  /** `featured` draws the accent gradient as the border (one card in a row); `interactive` lights up on hover. */
  tone?: VariantProps<typeof cardVariants>['tone'];
  /** The inner spacing: `md` (default) or `lg`. */
  padding?: VariantProps<typeof cardVariants>['padding'];
  /** Render the single child (an `article` or `li`, say) as the card. */
  asChild?: boolean;
}

/** A rounded surface with a hairline border; `featured` draws the accent gradient as its border. */
export function Card({ className, tone, padding, asChild = false, ...props }: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="card" data-tone={tone ?? 'default'} className={cn(cardVariants({ tone, padding }), className)} {...props} />;
}

/** The card's title, as a heading of the given level. */
export function CardTitle({
  level = 3,
  size = 'md',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level?: 2 | 3 | 4; size?: 'md' | 'lg' }) {
  const Heading = `h${level}` as const;
  return (
    <Heading
      data-slot="card-title"
      className={cn(size === 'lg' ? 'text-xl' : 'text-lg', 'font-semibold text-foreground', className)}
      {...props}
    />
  );
}

/** The card's body text. */
export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p data-slot="card-description" className={cn('leading-relaxed text-muted', className)} {...props} />;
}
