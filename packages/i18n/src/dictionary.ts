import type en from './locales/en';

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

/**
 * The shape every language's dictionary must have: English is the source of truth,
 * so a key missing from German or Turkish is a type error.
 */
export type Dictionary = Widen<typeof en>;
