import type { Kysely } from 'kysely';
import type { Schema } from '../db/engine/schema.ts';
import { confirmLinkDays, waitlistServices, type SubscriptionPageState, type WaitlistServiceId } from '@zk/data';
import { tokenHash, type LinkTokens } from './link-tokens.ts';
import type { SubscriptionEntry, SubscriptionRepo } from './subscription-repo.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** A token as `linkTokens` makes them: 32 bytes of base64url. Anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const idsByName = new Map<string, WaitlistServiceId>(Object.entries(waitlistServices).map(([id, name]) => [name, id as WaitlistServiceId]));
const serviceIds = (entry: SubscriptionEntry): WaitlistServiceId[] =>
  entry.services.map((name) => idsByName.get(name)).filter((id): id is WaitlistServiceId => id !== undefined);

export interface SubscriptionServiceDeps {
  repo: SubscriptionRepo;
  tokens: LinkTokens;
  now: () => number;
  /** Runs a write as one transaction. */
  transaction: <T>(work: (trx: Kysely<Schema>) => Promise<T>) => Promise<T>;
  /** Inside the transaction of a first confirmation or an unsubscription (queue its webhook). */
  onChange?: (trx: Kysely<Schema>, entryId: string, change: 'confirmed' | 'unsubscribed') => Promise<void>;
  /** After it committed (the operator's live event, starting the queue). */
  afterChange?: (entryId: string, change: 'confirmed' | 'unsubscribed') => void;
}

export interface SubscriptionService {
  /** Gives a new waitlist entry its links: call inside the transaction `trx` that stores it. */
  issue(trx: Kysely<Schema>, entryId: string): Promise<void>;
  /** The links' tokens of an entry, for the e-mails (composed when they are sent). */
  tokens: LinkTokens;
  /** The confirmation page a link opens (GET): it shows the button, it confirms nothing. */
  confirmPage(token: string | undefined): Promise<SubscriptionPageState>;
  /** The button's post: confirms (once; again shows the same page). */
  confirm(token: string | undefined): Promise<SubscriptionPageState>;
  unsubscribePage(token: string | undefined): Promise<SubscriptionPageState>;
  unsubscribe(token: string | undefined): Promise<SubscriptionPageState>;
}

/**
 * The waitlist's double opt-in and unsubscribing (issue 27). A link's token is unguessable and stored
 * only as its hash. A confirmation link works for {@link confirmLinkDays} days and not after the
 * address unsubscribed; an unsubscribe link always works. An expired, used, made-up or erased entry's
 * token gets one answer (`invalid`), which tells nothing about whether an address is on the list.
 */
export function subscriptionService({
  repo,
  tokens,
  now,
  transaction,
  onChange,
  afterChange,
}: SubscriptionServiceDeps): SubscriptionService {
  const find = async (token: string | undefined, by: (hash: string) => Promise<SubscriptionEntry | null>) =>
    token !== undefined && tokenShape.test(token) ? by(tokenHash(token)) : null;
  const current = (entry: SubscriptionEntry) =>
    entry.unsubscribedAt === null && entry.confirmSentAt !== null && now() - entry.confirmSentAt <= confirmLinkDays * dayMs;

  const change = async (entryId: string, kind: 'confirmed' | 'unsubscribed', write: (trx: Kysely<Schema>) => Promise<boolean>) => {
    const changed = await transaction(async (trx) => {
      const done = await write(trx);
      if (done) await onChange?.(trx, entryId, kind);
      return done;
    });
    if (changed) afterChange?.(entryId, kind);
  };

  return {
    tokens,
    async issue(trx, entryId) {
      const issuedAt = now();
      await repo.in(trx).issue(entryId, issuedAt, tokenHash(tokens.confirm(entryId, issuedAt)), tokenHash(tokens.unsubscribe(entryId)));
    },
    async confirmPage(token) {
      const entry = await find(token, repo.byConfirmHash);
      if (!entry || !current(entry)) return { page: 'confirm', outcome: 'invalid' };
      if (entry.confirmedAt !== null) return { page: 'confirm', outcome: 'done', services: serviceIds(entry) };
      return { page: 'confirm', outcome: 'ask', token: token!, services: serviceIds(entry) };
    },
    async confirm(token) {
      const entry = await find(token, repo.byConfirmHash);
      if (!entry || !current(entry)) return { page: 'confirm', outcome: 'invalid' };
      await change(entry.id, 'confirmed', (trx) => repo.in(trx).confirm(entry.id, new Date(now()).toISOString()));
      return { page: 'confirm', outcome: 'done', services: serviceIds(entry) };
    },
    async unsubscribePage(token) {
      const entry = await find(token, repo.byUnsubscribeHash);
      if (!entry) return { page: 'unsubscribe', outcome: 'invalid' };
      return entry.unsubscribedAt !== null
        ? { page: 'unsubscribe', outcome: 'done' }
        : { page: 'unsubscribe', outcome: 'ask', token: token! };
    },
    async unsubscribe(token) {
      const entry = await find(token, repo.byUnsubscribeHash);
      if (!entry) return { page: 'unsubscribe', outcome: 'invalid' };
      await change(entry.id, 'unsubscribed', (trx) => repo.in(trx).unsubscribe(entry.id, new Date(now()).toISOString()));
      return { page: 'unsubscribe', outcome: 'done' };
    },
  };
}
