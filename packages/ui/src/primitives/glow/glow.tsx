import type { VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { variants } from '../../lib/variants';

export const glowVariants = variants('pointer-events-none absolute -z-10', {
  variants: {
    variant: {
      /** Cyan and violet, wide, rising from above the page top (the home page's hero). */
      hero: 'inset-x-0 -top-40 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(34_211_238/0.16),transparent),radial-gradient(closest-side_at_70%_60%,rgb(167_139_250/0.14),transparent)]',
      /** Cyan, narrower and fainter, above an inner page's title. */
      intro: 'inset-x-0 -top-48 mx-auto h-96 max-w-4xl bg-[radial-gradient(closest-side,rgb(34_211_238/0.12),transparent)]',
      /** Cyan behind a centred form at the top of its section. */
      form: 'inset-x-0 top-0 mx-auto h-[28rem] max-w-3xl bg-[radial-gradient(closest-side,rgb(34_211_238/0.14),transparent)]',
      /** Cyan and violet, faint, along the bottom of a section. */
      floor:
        'inset-x-0 bottom-0 mx-auto h-[28rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(34_211_238/0.1),transparent),radial-gradient(closest-side_at_70%_40%,rgb(167_139_250/0.1),transparent)]',
      /** Cyan from the top left and violet from the bottom right, over the whole box (a banner). */
      banner:
        'inset-0 bg-[radial-gradient(60%_80%_at_20%_0%,rgb(34_211_238/0.16),transparent),radial-gradient(60%_80%_at_80%_100%,rgb(167_139_250/0.16),transparent)]',
      /** A violet disc in the top right corner (a card). */
      corner: '-top-32 -right-24 size-96 rounded-full bg-[radial-gradient(closest-side,rgb(167_139_250/0.18),transparent)]',
    },
  },
});

export interface GlowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, Required<VariantProps<typeof glowVariants>> {
  /** Where the light sits and how wide: `hero`, `intro`, `form`, `floor`, `banner` or `corner`. */
  variant: Required<VariantProps<typeof glowVariants>>['variant'];
}

/**
 * The soft light behind a section's content: a decorative layer, hidden from assistive technology and
 * from the pointer. Its parent is `relative isolate` (so the layer stays behind the content) and
 * usually `overflow-hidden`.
 */
export function Glow({ variant, className, ...props }: GlowProps) {
  return <div aria-hidden data-slot="glow" data-variant={variant} className={cn(glowVariants({ variant }), className)} {...props} />;
}
