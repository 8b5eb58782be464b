import type { Kysely } from 'kysely';
import type { Schema } from '../db/engine/schema.ts';
import type { MailStore } from '../mail/mail-store.ts';
import type { SubscriptionRepo } from './subscription-repo.ts';

/** After a confirmation to an address, the next one goes no sooner than this (unless it is still unsent: never while it is). */
export const confirmationWindowMs = 24 * 60 * 60 * 1000;

export interface ConfirmationGateDeps {
  repo: Pick<SubscriptionRepo, 'in'>;
  mail: Pick<MailStore, 'in'>;
  now: () => number;
}

/**
 * Whether a new sign-up of this address may be sent a confirmation (issue 50): not when the address
 * unsubscribed on any entry (it may join again only once the operator erased those entries, on its
 * request), and not while another confirmation to it waits to be sent or went out within
 * {@link confirmationWindowMs}. The visitor sees the same page either way, so a sign-up tells nothing
 * about an address. Call inside the transaction that stores the sign-up.
 */
export function confirmationGate({ repo, mail, now }: ConfirmationGateDeps): (trx: Kysely<Schema>, email: string) => Promise<boolean> {
  return async (trx, email) =>
    !(await repo.in(trx).unsubscribedEmail(email)) && !(await mail.in(trx).confirmationHeld(email, now() - confirmationWindowMs));
}
