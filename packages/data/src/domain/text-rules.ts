/**
 * Input rules shared by the browser and the server (ASVS 2.2.1, 2.2.3): what a one-line name or title
 * may contain, and the one date-time format the API accepts.
 */

/** C0 and C1 control characters, and the bidi embedding, override and isolate controls (Trojan Source). */
// eslint-disable-next-line no-control-regex
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

/** Only white space, format characters (zero-width space, joiners, word joiner, BOM...) and blank fillers. */
const invisible = /^[\p{White_Space}\p{Cf}\u115f\u1160\u3164\uffa0\u2800]*$/u;

/** True when a one-line text holds a control or bidi-override character. */
export function hasUnsafeCharacters(value: string): boolean {
  return unsafeCharacter.test(value);
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
