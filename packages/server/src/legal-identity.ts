import { recipientRegionRefusal } from '@zk/config';

/** The variables that carry the company's legal identity (§ 5 DDG, Art. 13(1)(a) GDPR). */
export const requiredIdentityVariables = ['COMPANY_NAME', 'COMPANY_LEGAL_FORM', 'COMPANY_REPRESENTATIVE', 'COMPANY_ADDRESS'] as const;

/** `COMPANY_LEGAL_FORM` of a sole trader: the owner is the company, so no separate representative is named. */
export const soleTrader = 'sole-trader';

/**
 * Something at start worth the operator's look: `code` names it for the activity page, which says it in
 * the operator's language; `message` is the English line of the server's log.
 */
export interface ConfigurationWarning {
  code: 'chat_widget_provider_unset' | 'smtp_unset' | 'backups_not_written';
  message: string;
}

/** Mail without SMTP_URL: composed and kept in the mail log, never sent. */
export const smtpUnsetWarning: ConfigurationWarning = {
  code: 'smtp_unset',
  message: 'SMTP_URL is not set: e-mails are composed and kept, never sent.',
};

export interface LegalIdentityCheck {
  /** Why the server must not start (production only), or null. */
  error: string | null;
  warnings: ConfigurationWarning[];
}

const isSet = (env: Record<string, string | undefined>, name: string) => Boolean(env[name]?.trim());

/**
 * What start-up says about the company's legal identity. In production (`NODE_ENV=production`) a
 * missing `COMPANY_NAME` or `COMPANY_ADDRESS`, and a missing `COMPANY_LEGAL_FORM` or
 * `COMPANY_REPRESENTATIVE` unless `COMPANY_LEGAL_FORM=sole-trader`, stops the server: its Impressum
 * would offer the address "on request", which publicly declares a § 5 DDG breach. So does a mail
 * provider, notification mailbox or webhook receiver without its region (`recipientRegionRefusal`
 * in packages/config): the policy would name no place and no transfer for it. A chat widget
 * without `CHAT_WIDGET_PROVIDER` is a warning: the privacy policy then names only the script's host.
 */
export function legalIdentityCheck(env: Record<string, string | undefined>): LegalIdentityCheck {
  if (env.NODE_ENV !== 'production') return { error: null, warnings: [] };
  const needed = env.COMPANY_LEGAL_FORM?.trim() === soleTrader ? ['COMPANY_NAME', 'COMPANY_ADDRESS'] : requiredIdentityVariables;
  const missing = needed.filter((name) => !isSet(env, name));
  const identity =
    missing.length === 0
      ? null
      : [
          `Refusing to start in production: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
          'The Impressum and the privacy policy would offer the address "on request" and name no legal form or representative;',
          '§ 5 DDG and Art. 13 GDPR require a serviceable postal address, the legal form and who represents the company',
          `(COMPANY_LEGAL_FORM=${soleTrader} needs no representative; add COMPANY_REGISTER and COMPANY_VAT_ID where they exist).`,
          'Set them for the build and the server (`npm start` rebuilds).',
        ].join('\n');
  const regions = recipientRegionRefusal(env);
  const error = identity && regions ? `${identity}\n${regions}` : (identity ?? regions);
  const widget = isSet(env, 'CHAT_WIDGET_SCRIPT_URL') && isSet(env, 'CHAT_WIDGET_AGENT_ID');
  const warnings =
    widget && !isSet(env, 'CHAT_WIDGET_PROVIDER')
      ? [
          {
            code: 'chat_widget_provider_unset' as const,
            message:
              "CHAT_WIDGET_PROVIDER is not set: the privacy policy names the chat widget's provider only by its script's host name. Set the provider's name and seat (\"Example GmbH, Hamburg\").",
          },
        ]
      : [];
  return { error, warnings };
}
