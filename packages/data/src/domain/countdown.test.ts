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

  it('rejects a date that does not parse', () => {
    expect(newCountdownSchema.safeParse({ title: 'x', target_date: 'soon' }).error?.issues[0]?.message).toBe('Invalid date');
  });
});

describe('byTargetDate', () => {
  it('orders earliest first', () => {
    const a = { id: 'a', title: 'A', target_date: '2030-02-01T00:00:00.000Z', is_active: true };
    const b = { id: 'b', title: 'B', target_date: '2030-01-01T00:00:00.000Z', is_active: true };
    expect([a, b].sort(byTargetDate).map((c) => c.id)).toEqual(['b', 'a']);
  });
});
