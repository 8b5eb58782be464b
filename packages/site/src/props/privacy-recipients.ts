import type { TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig, PrivacyFacts } from '../site-config';

type Recipient = PrivacyFacts['dpfCertified'][number];

/** A region as written in the policy: `eu` in the page's words, another short code in capitals (a Latin code, not text), anything longer as given. */
export function regionName(t: TFunction, region: string): string {
  if (/^eu$/i.test(region)) return t('legal.privacy.recipients.euRegion');
  return region.length <= 3 ? region.toLocaleUpperCase('en') : region;
}

/** The configured recipients outside the EEA, whose transfers need a safeguard (Art. 44 ff. GDPR). */
function thirdCountryRecipients(facts: PrivacyFacts): Recipient[] {
  return [
    ...(facts.airtable ? (['airtable'] as const) : []),
    ...(facts.supabase ? (['supabase'] as const) : []),
    ...(facts.chat && !/^eu\b/i.test(facts.chat.region) ? (['chat'] as const) : []),
  ];
}

/**
 * The safeguard of each transfer (Art. 13(1)(f) GDPR): the Data Privacy Framework adequacy decision for
 * recipients configured as certified (`DPF_CERTIFIED_RECIPIENTS`), standard contractual clauses for the
 * others, and the KVKK's own safeguards; nothing when every recipient is in the EEA.
 */
function transferBlocks(t: TFunction, config: LegalConfig): string[] {
  const outside = thirdCountryRecipients(config.privacy);
  if (outside.length === 0) return [];
  const name = (recipient: Recipient) => (recipient === 'chat' ? t('legal.privacy.recipients.chatName') : recipient === 'airtable' ? 'Airtable' : 'Supabase');
  const certified = outside.filter((recipient) => config.privacy.dpfCertified.includes(recipient));
  const clauses = outside.filter((recipient) => !certified.includes(recipient));
  const list = (recipients: Recipient[]) => recipients.map(name).join(', ');
  return [
    ...(certified.length ? [t('legal.privacy.recipients.transfersAdequacy', { recipients: list(certified) })] : []),
    ...(clauses.length ? [t('legal.privacy.recipients.transfersClauses', { recipients: list(clauses), email: config.contactEmail })] : []),
    t('legal.privacy.recipients.transfersKvkk'),
  ];
}

/** Recipients (Art. 13(1)(e) and (f) GDPR): hosting always, then each service only when configured. */
export function recipientsSection(t: TFunction, config: LegalConfig): LegalSection {
  const copy = t('legal.privacy.recipients');
  const { hostingRegion, airtable, supabase, chat, mail, webhooks } = config.privacy;
  const hosting = hostingRegion ? `${copy.hosting} ${t('legal.privacy.recipients.hostingRegion', { region: regionName(t, hostingRegion) })}` : copy.hosting;
  const chatProvider = chat ? (chat.provider ?? t('legal.privacy.recipients.chatProviderUnnamed', { host: chat.host })) : null;
  const items = [
    hosting,
    ...(airtable ? [copy.airtable] : []),
    ...(supabase ? [supabase.region ? t('legal.privacy.recipients.supabase', { region: supabase.region }) : copy.supabaseNoRegion] : []),
    ...(chat && chatProvider ? [t('legal.privacy.recipients.chat', { provider: chatProvider, region: regionName(t, chat.region) })] : []),
    ...(mail ? [t('legal.privacy.recipients.mail', { provider: mail.provider })] : []),
    ...(webhooks ? [t('legal.privacy.recipients.webhooks', { recipient: webhooks.recipient })] : []),
    copy.authorities,
  ];
  return { id: 'recipients', title: copy.title, blocks: [copy.lead, items, ...transferBlocks(t, config)] };
}
