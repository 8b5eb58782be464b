import { readFileSync } from 'node:fs';
import { minPasswordLength } from '@zk/data';

export { minPasswordLength };

const listFile = new URL('../../data/common-passwords.txt', import.meta.url);
let common: Set<string> | undefined;

/** The shipped list of the 10,000 most common passwords (SecLists, MIT), lower-cased, read once. */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

export type PasswordProblem = 'too_short' | 'too_long' | 'common';

/** One character repeated, or a run up or down ("abcdefghijkl", "123456789012", digits wrapping 9 to 0). */
function repetitiveOrSequential(password: string): boolean {
  const codes = [...password].map((char) => char.codePointAt(0)!);
  const step = (a: number, b: number) => (a >= 48 && a <= 57 && b >= 48 && b <= 57 ? (((b - a) % 10) + 10) % 10 : b - a);
  const first = step(codes[0]!, codes[1]!);
  const normal = (value: number) => (value === 9 ? -1 : value);
  return [0, 1, -1, 9].includes(first) && codes.slice(1).every((code, i) => normal(step(codes[i]!, code)) === normal(first));
}

/**
 * Why `password` may not be used, or undefined (ASVS 6.2.4): shorter than 12 characters, or one of the
 * common passwords, also with digits or symbols around it ("password1234", "!qwerty123456"), ignoring case, or
 * repetitive or sequential characters.
 */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < minPasswordLength) return 'too_short';
  if (password.length > 1024) return 'too_long';
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (repetitiveOrSequential(lower) || list.has(lower) || list.has(core) || list.has(lower.replace(/[\d\W_]+$/, ''))) return 'common';
  return undefined;
}

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${minPasswordLength} characters long`,
  too_long: 'The password must be at most 1024 characters long',
  common: 'The password is one of the most common passwords (or one with digits or symbols added): choose another',
};
