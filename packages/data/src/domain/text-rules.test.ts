import { describe, expect, it } from 'vitest';
import { hasEncodedWord, hasUnsafeCharacters, isInvisibleText, normaliseIsoInstant } from './text-rules.ts';

describe('normaliseIsoInstant', () => {
  it.each([
    ['2030-01-31', '2030-01-31T00:00:00.000Z'],
    ['2030-01-31T18:00Z', '2030-01-31T18:00:00.000Z'],
    ['2030-01-31T18:00:30+01:00', '2030-01-31T17:00:30.000Z'],
    ['2030-01-31T18:00:30.123456-05:30', '2030-01-31T23:30:30.123Z'],
    ['2028-02-29T00:00:00.000Z', '2028-02-29T00:00:00.000Z'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseIsoInstant(input)).toBe(expected);
  });

  it.each([
    '0',
    '2030',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '0000-01-01T00:30+01:00',
    '2030-02-31',
    '2029-02-29',
    '2030-13-01',
    '2030-01-01T24:00Z',
    '2030-01-01T12:00',
    '2030-01-01 12:00Z',
    '2030-01-01T12:00+0100',
    'Tue, 01 Jan 2030 00:00:00 GMT',
  ])('rejects %j', (input) => {
    expect(normaliseIsoInstant(input)).toBeNull();
  });
});

describe('text rules', () => {
  it.each([
    '\u0000x',
    'a\u0007b',
    'a\u009bb',
    'abc\u202eexe.txt',
    '\u2066x\u2069',
    'line\nbreak',
    'line\u2028separator',
    'para\u2029graph',
    'tag\u{E0001}',
    'hidden\u{E0068}\u{E0069}',
    '\u{E007F}',
    'lone\ud83d',
    '\ude00lone',
    '\u{1F3F4}\u{E0067}\u{E0062}',
  ])('finds unsafe characters in %j', (value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
  });

  it.each([
    'Zoë Ağaoğlu',
    'İstanbul',
    'شركة',
    'a\u200db',
    '👩‍💻',
    '😀 \ud83d\ude00',
    'Go \u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}!',
  ])("allows %j (an emoji flag's tag sequence too)", (value) => {
    expect(hasUnsafeCharacters(value)).toBe(false);
    expect(isInvisibleText(value)).toBe(false);
  });

  it.each([
    '\u200b',
    '\u200b\u200c\u200d\ufeff',
    '\u2060 \u00a0',
    '\u3164',
    '\u2800',
    '\u034f',
    '\u034f\u180e',
    '\ufe0f\ufe0e',
    '\u{E0100}',
    '\u00ad\u115f',
  ])('finds %j invisible', (value) => {
    expect(isInvisibleText(value)).toBe(true);
  });
});

describe('encoded words (issue 50 item 6)', () => {
  it.each([
    '=?utf-8?b?RXZl4oCuDQpYOiB5?=',
    'Ada =?UTF-8?Q?Eve=E2=80=AE?= Lovelace',
    '=?iso-8859-1?q??=',
    '=?utf-8*en?B?QQ==?=',
    '=?utf-8?b?a b?=',
  ])('finds one in %j', (value) => expect(hasEncodedWord(value)).toBe(true));

  it.each(['Ada Lovelace', 'Ada =? Lovelace', 'Who? =?', 'a=b?c', '=?utf-8?x?abc?=', 'Zoë Ağaoğlu'])('finds none in %j', (value) =>
    expect(hasEncodedWord(value)).toBe(false),
  );
});
