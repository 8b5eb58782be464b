import type { Dictionary } from './dictionary';
import { intlLocales, type Language } from './languages';

/** Every dotted path into a dictionary that ends at a string or at an object (not into arrays). */
type Paths<T> = T extends string
  ? never
  : T extends readonly unknown[]
    ? never
    : { [K in keyof T & string]: K | (T[K] extends string ? never : `${K}.${Paths<T[K]>}`) }[keyof T & string];

type At<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? At<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;

type AllPaths = Paths<Dictionary>;
/** `faq.results` for the plural forms `faq.results_one` and `faq.results_other`. */
type PluralBase<P> = P extends `${infer Base}_other` ? Base : never;

export type TranslationKey = AllPaths | PluralBase<AllPaths>;
export type TranslationValue<K extends TranslationKey> = K extends AllPaths ? At<Dictionary, K> : string;
export type TranslationValues = Record<string, string | number>;

/**
 * Looks up a key: a string gets its `{{placeholders}}` filled, an object comes back whole with every
 * string in it filled. With a numeric `count`, `key_one`/`key_other` are chosen by the language's
 * plural rules (the i18next convention, so the dictionaries stay in the format translators know).
 */
export type TFunction = <K extends TranslationKey>(key: K, values?: TranslationValues) => TranslationValue<K>;

export interface Translator {
  readonly language: Language;
  readonly t: TFunction;
  /** True when made from a whole dictionary: there is nothing left to load. */
  readonly complete: boolean;
  /** Adds copy (a namespace loaded later); keys already present are replaced. */
  add(copy: Partial<Dictionary>): void;
}

function interpolate(value: unknown, values: TranslationValues | undefined): unknown {
  if (typeof value === 'string') {
    return values ? value.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => (name in values ? String(values[name]) : match)) : value;
  }
  if (Array.isArray(value)) return value.map((item) => interpolate(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolate(item, values)]));
  }
  return value;
}

function lookup(root: Record<string, unknown>, key: string): unknown {
  let node: unknown = root;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A translator for one language, made from its whole dictionary (prerendering, tests) or empty, to be
 * filled namespace by namespace (the browser). It is synchronous and tiny on purpose: it is part of
 * every page's first load, where a general i18n library would cost more than a page's own code.
 */
export function createTranslator(language: Language, dictionary?: Dictionary): Translator {
  const store: Record<string, unknown> = { ...dictionary };
  // Made on the first plural lookup: creating Intl objects loads locale data, a few milliseconds of
  // main-thread work that most pages never need.
  let plurals: Intl.PluralRules | undefined;
  const pluralOf = (count: number) => (plurals ??= new Intl.PluralRules(intlLocales[language])).select(count);

  const t = ((key: string, values?: TranslationValues) => {
    let value = lookup(store, key);
    if (value === undefined && typeof values?.count === 'number') {
      value = lookup(store, `${key}_${pluralOf(values.count)}`) ?? lookup(store, `${key}_other`);
    }
    if (value === undefined) {
      console.error(`Missing copy for "${key}" in ${language}`);
      return key;
    }
    return interpolate(value, values);
  }) as TFunction;

  return {
    language,
    t,
    complete: dictionary !== undefined,
    add: (more) => Object.assign(store, more),
  };
}
