/**
 * The dictionaries, for stories only. Story fixtures build their props from the same copy the
 * site renders, so a wording change in `packages/i18n` shows up in Storybook and its screenshots
 * instead of drifting. The ui package itself still imports no i18n: stories and their fixtures
 * reach this module through the `@story/*` alias (tsconfig `paths`, `.storybook/main.ts`).
 */
import type { Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
export { demoAnalyticsCopy, demoStore, demoStoreCopy, demoStoreProducts } from '@zk/i18n/demo-copy';
export { writtenRevision } from '@zk/i18n/legal-revision';
import type { Locale } from '../locale';

export const storyCopy: Record<Locale, Dictionary> = { en, de, tr };

/** What the site's configuration fills in (`siteConfig` in packages/site), as the stories show it. */
export const storySite = { brand: 'ZK Automations', contactEmail: 'hello@example.com' } as const;

type Filled<T> = T extends string ? string : T extends readonly (infer U)[] ? Filled<U>[] : { [K in keyof T]: Filled<T[K]> };

/**
 * The copy with `{{name}}` placeholders filled, in every string of a section, as i18next's `t`
 * does for the site (`t('legal.privacy', { email })`).
 */
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

/** One mapping from copy to args, as a story's English `args` and its German and Turkish `localeArgs`. */
export function localized<T>(build: (locale: Locale) => T): { args: T; localeArgs: { de: T; tr: T } } {
  return { args: build('en'), localeArgs: { de: build('de'), tr: build('tr') } };
}
