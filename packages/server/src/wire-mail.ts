import { dirname, join } from 'node:path';
import type { AppDeps } from './app-types.ts';
import type { MailConfig, ServerConfig } from '@zk/config';
import type { Engine } from './db/engine/engine-types.ts';
import type { LeadInboxStore } from './db/engine/lead-inbox-store.ts';
import { buildEmailRenderer, type EmailRenderer } from './mail/email-renderer.ts';
import { mailComposer, type MailComposer } from './mail/mail-composer.ts';
import { mailStore, type MailStore } from './mail/mail-store.ts';
import type { ServedSite } from './site/served-site.ts';
import type { LinkTokens } from './subscription/link-tokens.ts';
import type { SubscriptionRepo } from './subscription/subscription-repo.ts';

export interface MailWiring {
  /** `config.mail`, or without it: every message kept, none sent, from the contact address. */
  settings: MailConfig;
  store: MailStore;
  renderer: EmailRenderer;
  composer: MailComposer;
}

interface MailParts {
  engine: Engine;
  inbox: LeadInboxStore;
  subscriptions: SubscriptionRepo;
  tokens: LinkTokens;
  served: ServedSite;
}

/** The mail settings, the mail log, the e-mail renderer and the composer (the mail service needs the outbox, built after). */
export function wireMail(config: ServerConfig, deps: AppDeps, { engine, inbox, subscriptions, tokens, served }: MailParts): MailWiring {
  const settings: MailConfig = config.mail ?? {
    smtpUrl: null,
    from: `ZK Automations <${config.contactEmail ?? 'hello@example.com'}>`,
    ratePerSecond: 5,
    notifyEmail: null,
    notifyLanguage: 'en',
  };
  const store = mailStore(engine, /@([^>\s]+)>?\s*$/.exec(settings.from)?.[1] ?? 'localhost');
  // The e-mail bundle of the build being served now (beside its server-rendering bundle).
  const renderer = deps.emailRenderer ?? buildEmailRenderer(() => join(dirname(served.build().clientDir), 'server/entry-email.js'));
  const composer = mailComposer({
    inbox,
    subscriptions,
    tokens,
    renderer,
    siteUrl: config.siteUrl,
    unconfirmedDays: config.waitlistConfirmDays ?? 30,
  });
  return { settings, store, renderer, composer };
}
