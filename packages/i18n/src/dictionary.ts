import type en from './locales/en';

/** English's shape with every string widened, and arrays (tuples under `as const`) as lists of any length. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : { -readonly [K in keyof T]: Widen<T[K]> };

/**
 * The shape every language's dictionary must have: English is the source of truth,
 * so a key missing from German or Turkish is a type error.
 */
export type Dictionary = Widen<typeof en>;
