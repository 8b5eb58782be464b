import { describe, expect, it } from 'vitest';
import { foldTurkishI, ftsQuery } from './lead-search.ts';

describe('lead search query', () => {
  it('folds Turkish dotted and dotless i the way the index does', () => {
    expect(foldTurkishI('İstanbul ılık IŞIK')).toBe('Istanbul ilik IŞIK');
  });

  it('requires every word, exact but for the last one, which matches as a prefix', () => {
    expect(ftsQuery('  Müller  ılık ')).toBe('"Müller" "ilik"*');
    expect(ftsQuery('Hans-Peter Mü')).toBe('"Hans" "Peter" "Mü"*');
    expect(ftsQuery('Ayşe x')).toBe('"Ayşe" "x"');
  });

  it('reads nothing typed as FTS5 syntax', () => {
    expect(ftsQuery('a OR b*')).toBe('"a" "OR" "b"');
    expect(ftsQuery('NEAR("x" y) AND')).toBe('"NEAR" "x" "y" "AND"*');
    expect(ftsQuery('say "hi"')).toBe('"say" "hi"*');
  });

  it('matches an e-mail address by its words, without a prefix', () => {
    expect(ftsQuery('jane.doe@example.com')).toBe('"jane" "doe" "example" "com"');
    expect(ftsQuery('example.com')).toBe('"example" "com"*');
  });

  it('is null when no word has a letter or digit', () => {
    expect(ftsQuery('')).toBeNull();
    expect(ftsQuery(' @ -- " ')).toBeNull();
  });
});
