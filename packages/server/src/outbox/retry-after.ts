/** The three forms of HTTP-date (IMF-fixdate, RFC 850, asctime) all begin with the day's name. */
const httpDate = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)/;

/**
 * A `Retry-After` header as milliseconds to wait from `now`: delay-seconds (digits only) or an
 * HTTP-date (a past one is 0), at most `maxMs`; undefined when absent or unreadable, so the caller
 * falls back to its own back-off. Only a day's name lets a value be read as a date: `Date.parse`
 * alone would take `-5` or `1.5` for dates in 2001.
 */
export function retryAfterMs(value: string | null | undefined, now: number, maxMs = Infinity): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (/^\d+$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, maxMs);
  const date = httpDate.test(trimmed) ? Date.parse(trimmed) : NaN;
  return Number.isNaN(date) ? undefined : Math.min(Math.max(0, date - now), maxMs);
}
