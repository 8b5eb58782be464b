import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('joins class names and conditional objects in order', () => {
    expect(cn('px-2 py-1', { 'text-danger': true, hidden: false }, ['rounded'])).toBe('px-2 py-1 text-danger rounded');
  });
  it('drops falsy values', () => {
    expect(cn('a', false, undefined, null, 'b')).toBe('a b');
  });
});
