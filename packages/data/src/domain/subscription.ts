import { languagePattern, type Language } from './languages.ts';
import type { WaitlistServiceId } from './services.ts';

/**
 * The waitlist's double opt-in and unsubscribe: the pages behind the links in our e-mails. They work
 * without scripts (the server renders them at request time, with no application script); the link
 * (a GET, which mail scanners follow) only shows a button, and the button's POST confirms or
 * unsubscribes. Both are idempotent; an expired, used or made-up token gets the same page as one
 * whose entry no longer exists.
 */
export type SubscriptionPage = 'confirm' | 'unsubscribe';

/** The pages' paths after the language prefix. */
export const subscriptionPaths: Record<SubscriptionPage, string> = { confirm: 'waitlist/confirm', unsubscribe: 'waitlist/unsubscribe' };

const pageAt = new RegExp(`^/(${languagePattern})/waitlist/(confirm|unsubscribe)/?$`);

/** The subscription page at a path (`/de/waitlist/confirm`), or null. */
export function subscriptionPageAt(pathname: string): { language: Language; page: SubscriptionPage } | null {
  const match = pageAt.exec(pathname);
  return match ? { language: match[1] as Language, page: match[2] as SubscriptionPage } : null;
}

/** The absolute link to a subscription page with its token, as the e-mails carry it. */
export function subscriptionUrl(siteUrl: string, language: Language, page: SubscriptionPage, token: string): string {
  return `${siteUrl}/${language}/${subscriptionPaths[page]}?token=${encodeURIComponent(token)}`;
}

/** Where a waitlist entry stands with its e-mails; `none` for entries from before the consent checkbox. */
export const subscriptionStates = ['unconfirmed', 'confirmed', 'unsubscribed', 'none'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

/**
 * What a subscription page shows: `ask` (the button, with the token to post), `done` (confirmed or
 * unsubscribed; a second post shows it again) or `invalid` (expired, used or unknown: nothing more).
 */
export type SubscriptionPageState =
  | { page: 'confirm'; outcome: 'ask'; token: string; services: WaitlistServiceId[] }
  | { page: 'confirm'; outcome: 'done'; services: WaitlistServiceId[] }
  | { page: 'unsubscribe'; outcome: 'ask'; token: string }
  | { page: 'unsubscribe'; outcome: 'done' }
  | { page: SubscriptionPage; outcome: 'invalid' };

/** RFC 8058: the body a mail client posts to the `List-Unsubscribe` address for one-click unsubscribing. */
export const oneClickUnsubscribeBody = 'List-Unsubscribe=One-Click';
