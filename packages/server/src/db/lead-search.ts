/**
 * Folds Turkish dotted capital İ and dotless ı to I and i, as the search triggers do with the indexed
 * text (migration 6): the unicode61 tokenizer folds the rest of case and the umlauts, so "İstanbul",
 * "istanbul" and "ISTANBUL" (and "ılık" / "ILIK") meet on one token.
 */
export function foldTurkishI(text: string): string {
  return text.replaceAll('İ', 'I').replaceAll('ı', 'i');
}

/**
 * The FTS5 query for an operator's search box: each whitespace-separated word (after folding) becomes
 * a quoted prefix phrase, all of them required. Words without a letter or digit are dropped, and
 * nothing the operator types is read as FTS5 syntax. Null when no word is left (no search).
 */
export function ftsQuery(input: string): string | null {
  const words = foldTurkishI(input)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return null;
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' ');
}
