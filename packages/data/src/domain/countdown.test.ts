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

  it.each(['soon', '0', '+275760-09-13T00:00:00.000Z', '2030-02-31'])('rejects the date %j', (target_date) => {
    expect(newCountdownSchema.safeParse({ title: 'x', target_date }).error?.issues[0]?.message).toBe('Invalid date');
  });

  it.each(['\u0000Launch', 'Launch\u202e', 'a\nb'])('rejects the title %j with control or bidi-override characters', (title) => {
    expect(newCountdownSchema.safeParse({ title, target_date: '2030-01-01' }).error?.issues[0]?.message).toBe('Invalid title');
  });

  it('treats an invisible-only title as missing', () => {
    expect(newCountdownSchema.safeParse({ title: '\u200b\u200b', target_date: '2030-01-01' }).error?.issues[0]?.message).toBe(
      'Please fill in all fields',
    );
  });
});

describe('byTargetDate', () => {
  it('orders earliest first', () => {
    const a = { id: 'a', title: 'A', target_date: '2030-02-01T00:00:00.000Z', is_active: true };
    const b = { id: 'b', title: 'B', target_date: '2030-01-01T00:00:00.000Z', is_active: true };
    expect([a, b].sort(byTargetDate).map((c) => c.id)).toEqual(['b', 'a']);
  });
});
