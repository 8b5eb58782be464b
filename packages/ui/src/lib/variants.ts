import { cva } from 'class-variance-authority';

/** A component's variants, each with its values, and the value each takes by default. */
export interface VariantConfig {
  variants: Record<string, Record<string, unknown>>;
  defaultVariants?: Record<string, unknown>;
}

/**
 * `cva`, with its configuration kept on the function (`.config`): react-docgen cannot resolve
 * `VariantProps`, so Storybook's controls and props table list each variant and its values from it.
 */
export function variants<T>(base: Parameters<typeof cva<T>>[0], config: NonNullable<Parameters<typeof cva<T>>[1]>) {
  return Object.assign(cva<T>(base, config), { config: config as VariantConfig });
}
