import { describe, expect, it } from 'vitest';
import { byTargetDate, newCountdownSchema } from './countdown.ts';

describe('newCountdownSchema', () => {
  it('normalises the target date to UTC ISO', () => {
    expect(newCountdownSchema.parse({ title: ' Launch ', target_date: '2030-01-01T12:00:00+01:00' })).toEqual({
      title: 'Launch',
      target_date: '2030-01-01T11:00:00.000Z',
    });
  });

  it.each([{}, { title: '', target_date: '2030-01-01' }, { title: 'x', target_date: '' }, { title: 'x' }])(
    "answers 'Please fill in all fields' for %j",
    (input) => {
      const result = newCountdownSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please fill in all fields');
    },
  );

  it.each([
    'soon',
    '0',
    '+275760-09-13T00:00:00.000Z',
    '2030-02-31',
    '0000-01-01',
    '0026-05-01T10:00Z',
    '1999-12-31T23:59:59.999Z',
    '2000-01-01T00:30+01:00',
  ])('rejects the date %j', (target_date) => {
    expect(newCountdownSchema.safeParse({ title: 'x', target_date }).error?.issues[0]?.message).toBe('Invalid date');
  });

  it('accepts dates from the first moment of 2000 UTC (minCountdownYear)', () => {
    expect(newCountdownSchema.parse({ title: 'x', target_date: '2000-01-01T00:00:00Z' }).target_date).toBe('2000-01-01T00:00:00.000Z');
  });

  it.each([
    '\u0000Launch',
    'Launch\u202e',
    'a\nb',
    'Launch\u2028Day',
    'Launch\u2029!',
    'Launch\u{E0041}\u{E0042}',
    'Launch\ud800',
    '\udfffLaunch',
  ])('rejects the title %j with control, bidi-override, separator, tag characters or lone surrogates', (title) => {
    expect(newCountdownSchema.safeParse({ title, target_date: '2030-01-01' }).error?.issues[0]?.message).toBe('Invalid title');
  });

  it.each(['\u200b\u200b', '\u034f', '\u034f\u034f \u200d', '\ufe0f', '\u00ad'])(
    'treats the invisible-only title %j as missing',
    (title) => {
      expect(newCountdownSchema.safeParse({ title, target_date: '2030-01-01' }).error?.issues[0]?.message).toBe(
        'Please fill in all fields',
      );
    },
  );
});

describe('byTargetDate', () => {
  it('orders earliest first', () => {
    const a = { id: 'a', title: 'A', target_date: '2030-02-01T00:00:00.000Z', is_active: true };
    const b = { id: 'b', title: 'B', target_date: '2030-01-01T00:00:00.000Z', is_active: true };
    expect([a, b].sort(byTargetDate).map((c) => c.id)).toEqual(['b', 'a']);
  });
});
