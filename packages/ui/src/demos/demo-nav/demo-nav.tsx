import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const demoNavVariants = cva('flex gap-6 text-sm', {
  variants: {
    tone: {
      /** Slate on a light header (the store). */
      light: 'font-medium text-slate-600',
      /** Light slate on a dark header (the analytics landing). */
      dark: 'text-slate-300',
    },
  },
});

const linkVariants = cva('', {
  variants: { tone: { light: 'hover:text-slate-900', dark: 'hover:text-white' } },
});

export interface DemoNavProps extends Omit<HTMLAttributes<HTMLElement>, 'children'>, Required<VariantProps<typeof demoNavVariants>> {
  /** The navigation's accessible name. */
  label: string;
  /** The links' texts, in order. */
  items: string[];
  /** Where every link leads: a demo page has one section to go to, such as `#products`. */
  href: string;
}

/** A demo site's main navigation in its header, from the `md` breakpoint up (a phone shows none). */
export function DemoNav({ label, items, href, tone, className, ...props }: DemoNavProps) {
  return (
    <nav aria-label={label} className={cn('hidden flex-1 md:block', className)} {...props} data-slot="demo-nav" data-tone={tone}>
      <ul className={demoNavVariants({ tone })}>
        {items.map((item) => (
          <li key={item}>
            <a href={href} className={linkVariants({ tone })}>
              {item}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
