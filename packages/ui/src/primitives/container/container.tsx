import { Slot } from '../../lib/slot';
import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const containerVariants = variants('mx-auto w-full px-5 sm:px-8', {
  variants: {
    width: {
      page: 'max-w-page',
      prose: 'max-w-3xl',
      wide: 'max-w-4xl',
      narrow: 'max-w-xl',
    },
  },
  defaultVariants: { width: 'page' },
});

export interface ContainerProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof containerVariants> {
  /** `page` (the site's width, default) for sections; `wide` for a table, `prose` for running text, `narrow` for one column. */
  width?: VariantProps<typeof containerVariants>['width'];
  /** Render the single child (a `section`, say) as the container. */
  asChild?: boolean;
}

/** Centres content at a readable width with the page's side padding. */
export function Container({ className, width, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div';
  return <Comp data-slot="container" data-width={width ?? 'page'} className={cn(containerVariants({ width }), className)} {...props} />;
}
