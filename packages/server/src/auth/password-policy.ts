import { readFileSync } from 'node:fs';
import { minPasswordLength } from '@zk/data';
import { builtFrom, cores, skeleton } from './password-skeleton.ts';

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

/** Skeletons of the common passwords that hold a letter, and of the all-letter ones of 4 letters or more (pieces of a composite). */
let commonSkeletons: { whole: ReadonlySet<string>; pieces: ReadonlySet<string> } | undefined;
function skeletonsOfCommon() {
  if (commonSkeletons) return commonSkeletons;
  const words = [...commonPasswords()].filter((word) => /\p{L}/u.test(word));
  commonSkeletons = {
    whole: new Set(words.map(skeleton).filter((s) => s.length >= 4)),
    pieces: new Set(words.filter((word) => /^\p{L}{4,}$/u.test(word)).map(skeleton)),
  };
  return commonSkeletons;
}

/**
 * The context-specific words (ASVS 6.2.11) a password may not be built from: the product's name and the
 * agent's, and the account's e-mail address, its local part and each label of its domain (3 letters or more).
 */
export const brandWords = ['ZK Automations', 'ZK', 'Automations', 'Automation', 'ZK Agent', 'zkagent'] as const;

function contextWords(email: string | undefined): Set<string> {
  const parts = email ? [email, ...email.split(/[@.+_-]/).filter((part) => part.length >= 3)] : [];
  return new Set([...brandWords, ...parts].map(skeleton).filter((word) => word.length >= 2));
}

export type PasswordProblem = 'too_short' | 'too_long' | 'common' | 'guessable';

export interface PasswordContext {
  /** The account's e-mail address: a password built from it is refused. */
  email?: string;
}

/** One character repeated, or a run up or down ("abcdefghijkl", "123456789012", digits wrapping 9 to 0). */
function repetitiveOrSequential(password: string): boolean {
  const codes = [...password].map((char) => char.codePointAt(0)!);
  const step = (a: number, b: number) => (a >= 48 && a <= 57 && b >= 48 && b <= 57 ? (((b - a) % 10) + 10) % 10 : b - a);
  const first = step(codes[0]!, codes[1]!);
  const normal = (value: number) => (value === 9 ? -1 : value);
  return [0, 1, -1, 9].includes(first) && codes.slice(1).every((code, i) => normal(step(codes[i]!, code)) === normal(first));
}

/**
 * Why `password` may not be used, or undefined: shorter than 12 characters; one of the common passwords
 * (ASVS 6.2.4), also with digits or symbols around it ("password1234", "!qwerty123456"), ignoring case, or
 * in leet-speak ("P@ssw0rd2024!"), or repetitive or sequential characters: `common`; built only from the
 * context words (ASVS 6.2.11: the brand, the account's e-mail address and its parts), alone or with
 * common passwords, digits and symbols ("admin@localhost1", "Zk-Automations-2026"): `guessable`.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | undefined {
  if (password.length < minPasswordLength) return 'too_short';
  if (password.length > 1024) return 'too_long';
  const list = commonPasswords();
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  if (repetitiveOrSequential(lower) || list.has(lower) || list.has(core) || list.has(lower.replace(/[\d\W_]+$/, ''))) return 'common';
  const common = skeletonsOfCommon();
  const skeletons = cores(password).map(skeleton);
  if (skeletons.some((text) => common.whole.has(text))) return 'common';
  const words = contextWords(context.email);
  if (skeletons.some((text) => builtFrom(text, words, common.pieces))) return 'guessable';
  return undefined;
}

export const passwordProblemMessages: Record<PasswordProblem, string> = {
  too_short: `The password must be at least ${minPasswordLength} characters long`,
  too_long: 'The password must be at most 1024 characters long',
  common: 'The password is one of the most common passwords (or one with digits or symbols added or swapped in): choose another',
  guessable: 'The password is built from the e-mail address or the name of the site: choose another',
};
