import type { OperatorsRepo } from '../db/operators-repo.ts';
import { hashPassword, randomPassword, type ScryptParams } from './password.ts';

export type SeedResult =
  | { created: false }
  | { created: true; email: string; generatedPassword: string | undefined };

/**
 * On first start with no operator account, creates one: from `ADMIN_EMAIL` / `ADMIN_PASSWORD` when set,
 * otherwise `admin@localhost` (or `ADMIN_EMAIL`) with a random password returned once for printing.
 */
export async function seedOperator(
  operators: OperatorsRepo,
  config: { adminEmail: string | undefined; adminPassword: string | undefined },
  params?: ScryptParams,
): Promise<SeedResult> {
  if (operators.count() > 0) return { created: false };
  const email = config.adminEmail ?? 'admin@localhost';
  const generatedPassword = config.adminPassword === undefined ? randomPassword() : undefined;
  const hash = await hashPassword(config.adminPassword ?? generatedPassword ?? '', params);
  if (operators.count() > 0) return { created: false };
  operators.create(email, hash);
  return { created: true, email, generatedPassword };
}

export function seedMessage(result: SeedResult): string | undefined {
  if (!result.created) return undefined;
  return result.generatedPassword === undefined
    ? `Created operator account ${result.email} from ADMIN_EMAIL/ADMIN_PASSWORD`
    : `Created operator account ${result.email} with one-time password: ${result.generatedPassword}\n` +
        `Change it with: npm run admin -- reset-password ${result.email}`;
}
