/**
 * The language a story's copy is written in, read from its text: the words that only one language's
 * dictionary uses. `.storybook/vitest.setup*.ts` compare it with the document's `lang` after each story.
 */
import type { Dictionary } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { locales, type Locale } from './locale';

/** Lower case without Turkish dotted capitals leaving a combining dot behind ("İ" becomes "i"). */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replaceAll('\u0307', '')
    .match(/\p{L}{3,}/gu) ?? [];

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const dictionaries: Record<Locale, Dictionary> = { en, de, tr };
const vocabularies = new Map(locales.map((locale) => [locale, new Set(strings(dictionaries[locale]).flatMap(words))]));

/** Each language's words that no other language's dictionary has. */
const ownWords = new Map(
  locales.map((locale) => {
    const others = locales.filter((other) => other !== locale).map((other) => vocabularies.get(other)!);
    return [locale, new Set([...vocabularies.get(locale)!].filter((word) => others.every((vocabulary) => !vocabulary.has(word))))];
  }),
);

/** How many of the text's words belong to each language alone. */
export function languageEvidence(text: string): Record<Locale, number> {
  const counts = Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const word of words(text)) for (const locale of locales) if (ownWords.get(locale)!.has(word)) counts[locale] += 1;
  return counts;
}

/**
 * The language most of the text's own words belong to, by a clear lead (half as many again as the
 * next); `undefined` for text without such words (a button's "OK") or mixing languages evenly.
 */
export function copyLanguage(text: string): Locale | undefined {
  const [[language, most], [, next]] = Object.entries(languageEvidence(text)).sort(([, a], [, b]) => b - a) as [
    [Locale, number],
    [Locale, number],
  ];
  return most > 0 && most > 1.5 * next ? language : undefined;
}
