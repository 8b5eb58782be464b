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
import type { Locale } from '../locale';

export const storyCopy: Record<Locale, Dictionary> = { en, de, tr };

/** Fills `{{name}}` placeholders as i18next does, for copy that a component takes as a function. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** One mapping from copy to args, as a story's English `args` and its German and Turkish `localeArgs`. */
export function localized<T>(build: (locale: Locale) => T): { args: T; localeArgs: { de: T; tr: T } } {
  return { args: build('en'), localeArgs: { de: build('de'), tr: build('tr') } };
}
