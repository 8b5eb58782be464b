/**
 * Text folded for case-insensitive matching in the page's language: Turkish dotted and dotless
 * i lower-case correctly with `tr`, and German ß matches ss.
 */
export function foldForSearch(text: string, locale: string): string {
  return text.toLocaleLowerCase(locale).replace(/ß/g, 'ss').replace(/\s+/g, ' ').trim();
}

/** Whether every word of the query occurs in one of the texts. */
export function matchesQuery(query: string, texts: readonly string[], locale: string): boolean {
  const words = foldForSearch(query, locale).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map((text) => foldForSearch(text, locale)).join('\n');
  return words.every((word) => haystack.includes(word));
}
