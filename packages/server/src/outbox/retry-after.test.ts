import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after.ts';

const now = Date.parse('2025-03-01T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(0);
  });

  it('reads an HTTP-date as the time until it, a past one as 0', () => {
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Saturday, 01-Mar-25 12:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Sat Mar  1 12:00:05 2025', now)).toBe(5000);
    expect(retryAfterMs('Sat, 01 Mar 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('has no answer for an absent, empty or unreadable value', () => {
    for (const value of [undefined, null, '', '  ', 'soon', '1.5', '12abc', 'Someday'])
      expect(retryAfterMs(value, now), String(value)).toBeUndefined();
  });

  it('has no answer for a negative delay, which Date.parse alone would read as a date', () => {
    expect(retryAfterMs('-5', now)).toBeUndefined();
    expect(retryAfterMs('-1', now)).toBeUndefined();
  });

  it('waits at most maxMs', () => {
    expect(retryAfterMs('86400', now, 3_600_000)).toBe(3_600_000);
    expect(retryAfterMs('Sun, 02 Mar 2025 12:00:00 GMT', now, 3_600_000)).toBe(3_600_000);
    expect(retryAfterMs('60', now, 3_600_000)).toBe(60_000);
  });
});
