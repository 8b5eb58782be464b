import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const sectionHeadingVariants = variants('flex flex-col gap-4', {
  variants: {
    align: {
      center: 'mx-auto max-w-3xl items-center text-center',
      start: 'max-w-3xl items-start text-left',
    },
  },
  defaultVariants: { align: 'center' },
});

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof sectionHeadingVariants> {
  /** `center` (default) over centred content, `start` over content aligned to the left. */
  align?: VariantProps<typeof sectionHeadingVariants>['align'];
  /** Short label above the title. */
  eyebrow?: ReactNode;
  /** The heading text. */
  title: ReactNode;
  /** Supporting sentence under the title. */
  description?: ReactNode;
  /** Heading level; h2 for page sections, h1 for a page's own heading. */
  level?: 1 | 2 | 3;
  /** Id of the heading element, for `aria-labelledby`. */
  headingId?: string;
}

/** The eyebrow, title and lead that open a section. */
export function SectionHeading({ eyebrow, title, description, level = 2, headingId, align, className, ...props }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div data-slot="section-heading" data-align={align ?? 'center'} className={cn(sectionHeadingVariants({ align }), className)} {...props}>
      {eyebrow ? (
        <p data-slot="section-heading-eyebrow" className="text-sm font-semibold tracking-[0.14em] text-accent-strong uppercase">
          {eyebrow}
        </p>
      ) : null}
      <Heading
        data-slot="section-heading-title"
        id={headingId}
        className={cn('font-semibold text-balance text-foreground', level === 1 ? 'text-display' : 'text-headline')}
      >
        {title}
      </Heading>
      {description ? (
        <p data-slot="section-heading-description" className="text-lead text-pretty text-muted">
          {description}
        </p>
      ) : null}
    </div>
  );
}
