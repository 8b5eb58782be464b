/**
 * Input rules shared by the browser and the server (ASVS 2.2.1, 2.2.3): what a one-line name or title
 * may contain, and the one date-time format the API accepts.
 */

/**
 * C0 and C1 control characters; the bidi embedding, override and isolate controls (Trojan Source); the
 * line and paragraph separators (U+2028, U+2029: line breaks to some readers, not to others); tag characters
 * (U+E0000-E007F, invisible text an assistant or filter may still read); and lone surrogates (not text at all:
 * with the `u` flag a pair is one code point, so only an unpaired half matches).
 */
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029\u{E0000}-\u{E007F}\ud800-\udfff]/u;

/** An emoji flag's tag sequence (🏴 + tag letters + cancel tag, as in the flag of England): the one proper use of tags. */
const emojiTagSequence = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Only white space, format characters (zero-width space, joiners, word joiner, BOM...), blank fillers, and the
 * other code points Unicode says to draw as nothing (Default_Ignorable_Code_Point: the combining grapheme
 * joiner U+034F, variation selectors, the soft hyphen, Hangul fillers...).
 */
const invisible = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** True when a one-line text holds a control, bidi-override, separator or tag character, or a lone surrogate. */
export function hasUnsafeCharacters(value: string): boolean {
  return unsafeCharacter.test(value.replace(emojiTagSequence, '\u{1F3F4}'));
}

/**
 * An RFC 2047 encoded word (`=?utf-8?b?…?=`, `=?iso-8859-1?q?…?=`), leniently: mail clients decode one in a
 * header, so plain ASCII in a name would reach the reader as whatever it encodes (line breaks, bidi overrides).
 */
const encodedWord = /=\?[^?]*\?[bq]\?[^?]*\?=/i;

/** True when a text holds what a mail client would decode as an encoded word in a header. */
export function hasEncodedWord(value: string): boolean {
  return encodedWord.test(value);
}

/** True when nothing of the text would be visible. */
export function isInvisibleText(value: string): boolean {
  return invisible.test(value);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2})))?$/;
const normalisedIso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Strict ISO 8601: a date (`2030-01-31`, midnight UTC) or a date and time with `Z` or an offset
 * (`2030-01-31T18:00+01:00`), four-digit year, real calendar values. Returns the instant as a UTC ISO
 * string with a four-digit year and milliseconds, so comparing two such strings as text compares the times;
 * null for anything else (including instants outside years 0000 to 9999 in UTC).
 */
export function normaliseIsoInstant(value: string): string | null {
  const match = isoDate.exec(value);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', , offH = '0', offM = '0'] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const calendar = new Date(Date.UTC(2000, month - 1, day));
  calendar.setUTCFullYear(year);
  if (month < 1 || month > 12 || calendar.getUTCDate() !== day) return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59 || Number(offH) > 23 || Number(offM) > 59) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  return normalisedIso.test(iso) ? iso : null;
}
