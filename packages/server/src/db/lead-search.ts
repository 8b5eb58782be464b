/**
 * Folds Turkish dotted capital İ and dotless ı to I and i, as the search triggers do with the indexed
 * text (migration 6): the unicode61 tokenizer folds the rest of case and the umlauts, so "İstanbul",
 * "istanbul" and "ISTANBUL" (and "ılık" / "ILIK") meet on one token.
 */
export function foldTurkishI(text: string): string {
  return text.replaceAll('İ', 'I').replaceAll('ı', 'i');
}

/**
 * The FTS5 query for an operator's search box: every word (letters and digits, as the tokenizer splits
 * them: "jane.doe@example.com" is four) is required, quoted so that nothing typed is read as FTS5 syntax.
 * Only the last word of the box matches as a prefix (the one still being typed), from two characters on
 * and not inside an e-mail address: FTS5 collects a prefix's whole match list before it can stop after a
 * page, so a prefix such as "com" would cost a read of the entire index, while exact words are walked
 * newest first and stop after one page. Null when no word is left (no search).
 */
export function ftsQuery(input: string): string | null {
  const words = foldTurkishI(input).trim().split(/\s+/);
  const terms: string[] = [];
  words.forEach((word, index) => {
    const tokens = word.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);
    const lastWord = index === words.length - 1 && !word.includes('@');
    tokens.forEach((token, position) => {
      const prefix = lastWord && position === tokens.length - 1 && [...token].length >= 2;
      terms.push(`"${token}"${prefix ? '*' : ''}`);
    });
  });
  return terms.length === 0 ? null : terms.join(' ');
}
