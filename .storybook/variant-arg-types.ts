import type { ArgTypes } from '@storybook/react-vite';

/** The part of a `variants` function (`packages/ui/src/lib/variants.ts`) this reads: its cva configuration. */
interface WithVariantConfig {
  config: { variants: Record<string, Record<string, unknown>>; defaultVariants?: Record<string, unknown> };
}

const option = (key: string) => (key === 'true' ? true : key === 'false' ? false : key);
const shown = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/**
 * A select control for each of a component's variants, its values and default read from the cva
 * configuration: react-docgen cannot resolve `VariantProps`, so without these the variants are missing
 * from Controls and from the props table's types. Their descriptions are the props' JSDoc.
 */
export function variantArgTypes({ config }: WithVariantConfig): ArgTypes {
  return Object.fromEntries(
    Object.entries(config.variants).map(([name, values]) => {
      const options = Object.keys(values).map(option);
      const fallback = config.defaultVariants?.[name];
      return [
        name,
        {
          control: 'select',
          options,
          table: {
            type: { summary: options.map(shown).join(' | ') },
            ...(fallback === undefined ? {} : { defaultValue: { summary: shown(fallback) } }),
          },
        },
      ];
    }),
  );
}

/**
 * The cva defaults as a meta's args, so Controls shows the value a story renders with instead of an
 * empty select ("Choose option…"); a story that sets a variant still overrides its default.
 */
export function variantDefaultArgs({ config }: WithVariantConfig): Record<string, unknown> {
  return { ...config.defaultVariants };
}
