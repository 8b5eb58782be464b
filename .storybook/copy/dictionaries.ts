/**
 * The raw dictionaries and a `{{placeholder}}` filler, as `@story/copy` offered them before the
 * mapping moved to `@zk/site/props`. Kept only for helper-leads' e-mail and subscription-card stories
 * (issue 27), which read the copy directly; new stories map through `storyContext` and `@zk/site/props`.
 */
import type { Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { exampleSite } from '@zk/site/props';
import type { Locale } from '../locale';

export const storyCopy: Record<Locale, Dictionary> = { en, de, tr };

/** What the site's configuration fills in, as the stories show it. */
export const storySite = { brand: exampleSite.brand, contactEmail: exampleSite.contactEmail } as const;

type Filled<T> = T extends string ? string : T extends readonly (infer U)[] ? Filled<U>[] : { [K in keyof T]: Filled<T[K]> };

/** The copy with `{{name}}` placeholders filled, in every string of a section, as i18next's `t` does. */
export function fill<T>(copy: T, values: Record<string, string | number>): Filled<T> {
  if (typeof copy === 'string') {
    return copy.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)) as Filled<T>;
  }
  if (Array.isArray(copy)) return copy.map((item) => fill(item, values)) as Filled<T>;
  if (copy && typeof copy === 'object') {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fill(value, values)])) as Filled<T>;
  }
  return copy as Filled<T>;
}
