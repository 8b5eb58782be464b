import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorsStore } from '../db/engine/operators-store.ts';
import { hashPassword, randomPassword, type ScryptParams } from './password.ts';
import { passwordProblem, passwordProblemMessages } from './password-policy.ts';

/** The file in `DATA_DIR` (mode 0600) that holds a generated first-start password until it is changed. */
export const firstStartPasswordFile = 'first-start-password.txt';

export type SeedResult = { created: false } | { created: true; email: string; generatedPasswordFile: string | undefined };

/** `ADMIN_PASSWORD` fails the password policy: the server does not start with it. */
export class SeedPasswordError extends Error {
  constructor(message: string) {
    super(`Invalid configuration: ADMIN_PASSWORD ${message}`);
    this.name = 'SeedPasswordError';
  }
}

/**
 * On first start with no operator account, creates one: from `ADMIN_EMAIL` / `ADMIN_PASSWORD` when set
 * (a common password is refused), otherwise `admin@localhost` (or `ADMIN_EMAIL`) with a random password
 * written to a 0600 file in `dataDir`, never to the log, which must be changed at the first sign-in.
 */
export async function seedOperator(
  operators: OperatorsStore,
  config: { adminEmail: string | undefined; adminPassword: string | undefined; dataDir: string },
  params?: ScryptParams,
): Promise<SeedResult> {
  if ((await operators.count()) > 0) return { created: false };
  const email = config.adminEmail ?? 'admin@localhost';
  if (config.adminPassword !== undefined) {
    const problem = passwordProblem(config.adminPassword, { email });
    if (problem) throw new SeedPasswordError(`is refused: ${passwordProblemMessages[problem]}`);
  }
  const generatedPassword = config.adminPassword === undefined ? randomPassword() : undefined;
  const hash = await hashPassword(config.adminPassword ?? generatedPassword ?? '', params);
  if ((await operators.count()) > 0) return { created: false };
  await operators.create(email, hash, { mustChangePassword: generatedPassword !== undefined });
  if (generatedPassword === undefined) return { created: true, email, generatedPasswordFile: undefined };
  const file = join(config.dataDir, firstStartPasswordFile);
  writeFileSync(file, `${generatedPassword}\n`, { mode: 0o600 });
  return { created: true, email, generatedPasswordFile: file };
}

export function seedMessage(result: SeedResult): string | undefined {
  if (!result.created) return undefined;
  return result.generatedPasswordFile === undefined
    ? `Created operator account ${result.email} from ADMIN_EMAIL/ADMIN_PASSWORD`
    : `Created operator account ${result.email}; its one-time password is in ${result.generatedPasswordFile} (readable by this user only).\n` +
        'Sign in at /admin with it: you will be asked to choose a new password, and the file is removed.';
}
