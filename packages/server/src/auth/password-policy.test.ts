import { describe, expect, it } from 'vitest';
import { commonPasswords, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('ships at least 3,000 common passwords, read from the data file without network', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(3000);
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords().has('qwertyuiop')).toBe(true);
  });

  it.each(['password1234', 'PASSWORD1234', 'qwertyuiop12', '1qaz2wsx3edc', '123456789012', 'aaaaaaaaaaaa', 'lkjihgfedcba', '!!sunshine2026', 'iloveyou!!!!', 'football2024!'])(
    'refuses %s as common',
    (password) => expect(passwordProblem(password)).toBe('common'),
  );

  it.each(['correct horse battery', 'e2e-operator-password', 'Kq8#vZ2m!pLr', 'prompted-password-123', '8302945617284'])('accepts %s', (password) =>
    expect(passwordProblem(password)).toBeUndefined(),
  );

  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('Kq8#vZ2m!pL')).toBe('too_short');
  });
});
