import { describe, expect, it } from 'vitest';
import { commonPasswords, passwordProblem } from './password-policy.ts';

describe('password policy', () => {
  it('ships at least 3,000 common passwords, read from the data file without network', () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(3000);
    expect(commonPasswords().has('password')).toBe(true);
    expect(commonPasswords().has('qwertyuiop')).toBe(true);
  });

  it.each([
    'password1234',
    'PASSWORD1234',
    'qwertyuiop12',
    '1qaz2wsx3edc',
    '123456789012',
    'aaaaaaaaaaaa',
    'lkjihgfedcba',
    '!!sunshine2026',
    'iloveyou!!!!',
    'football2024!',
  ])('refuses %s as common', (password) => expect(passwordProblem(password)).toBe('common'));

  it.each(['correct horse battery', 'e2e-operator-password', 'Kq8#vZ2m!pLr', 'prompted-password-123', '8302945617284'])(
    'accepts %s',
    (password) => expect(passwordProblem(password)).toBeUndefined(),
  );

  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('Kq8#vZ2m!pL')).toBe('too_short');
  });

  it.each([
    ['admin@localhost1', 'admin@localhost'],
    ['Adm1n@L0calhost!', 'admin@localhost'],
    ['localhost-admin-2026', 'admin@localhost'],
    ['jane.doe.example!', 'jane.doe@example.com'],
    ['Zk-Automations-2026', 'op@example.com'],
    ['ZKAUTOMATIONS!!2026', 'op@example.com'],
    ['zkautomations-password', 'op@example.com'],
    ['ZK Automations admin', 'admin@example.com'],
  ])('refuses %s, built from the e-mail address %s or the brand (ASVS 6.2.11)', (password, email) =>
    expect(passwordProblem(password, { email })).toBe('guessable'),
  );

  it.each(['P@ssw0rd2024!', 'p4ssw0rd-2026', '$unsh1ne2026!', 'Qw3rtyu10p!!', '!!Dr@g0n-2024!', 'f00tb@ll2024!'])(
    'refuses the leet-speak variant %s of a common password',
    (password) => expect(passwordProblem(password)).toBe('common'),
  );

  it.each(['correct horse battery', 'e2e-operator-password', 'Kq8#vZ2m!pLr', 'a brand new passphrase', 'operator: tea at seven'])(
    'accepts %s for op@example.com (a passphrase of common words is no context word)',
    (password) => expect(passwordProblem(password, { email: 'op@example.com' })).toBeUndefined(),
  );
});
