/**
 * The copy, for stories only, as the site makes it: one i18next instance per locale (`createI18n` of
 * `@zk/i18n`, with that language's dictionary) in a `PropsContext`, for the mapping functions the
 * site's pages call (`@zk/site/props`). A wording change in `packages/i18n` therefore shows up in
 * Storybook and its screenshots exactly as on the site. The ui package's components import none of
 * this: stories and their fixtures reach it as `@story/copy` (tsconfig `paths`, `.storybook/main.ts`).
 */
import { createI18n, type Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { exampleSite, type PropsContext } from '@zk/site/props';
import { locales, type Locale } from '../locale';

const dictionaries: Record<Locale, Dictionary> = { en, de, tr };
const contexts = new Map<Locale, PropsContext>();

/** The context a page in `locale` maps its copy with: its `t`, a plain link, the default configuration's facts. */
export function storyContext(locale: Locale): PropsContext {
  let context = contexts.get(locale);
  if (!context) {
    context = { language: locale, t: createI18n(locale, dictionaries[locale]).t, Link: 'a', site: exampleSite };
    contexts.set(locale, context);
  }
  return context;
}

/** `locale`'s `t`, for the odd string a story shows on its own (an error message, a label). */
export const storyT = (locale: Locale) => storyContext(locale).t;

/** One mapping from copy to args, as a story's English `args` and its German and Turkish `localeArgs`. */
export function localized<T>(build: (context: PropsContext) => T): { args: T; localeArgs: { de: T; tr: T } } {
  return { args: build(storyContext('en')), localeArgs: { de: build(storyContext('de')), tr: build(storyContext('tr')) } };
}

/** The same mapping in every locale, by locale: `inLocales(problemProps).de`. */
export function inLocales<T>(build: (context: PropsContext) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, build(storyContext(locale))])) as Record<Locale, T>;
}
