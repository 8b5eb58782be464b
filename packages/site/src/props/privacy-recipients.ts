import type { TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig, PrivacyFacts } from '../site-config';

type Recipient = PrivacyFacts['dpfCertified'][number];

/** A region as written in the policy: `eu` in the page's words, another short code in capitals (a Latin code, not text), anything longer as given. */
export function regionName(t: TFunction, region: string): string {
  if (/^eu$/i.test(region)) return t('legal.privacy.recipients.euRegion');
  return region.length <= 3 ? region.toLocaleUpperCase('en') : region;
}

/** The EEA's member states (the EU's and Iceland, Liechtenstein, Norway) by ISO 3166 code. */
const eeaCountries = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '));

/**
 * Whether a configured region is inside the EEA: `eu`, `eea` (also at the start, as in "eu-central-1")
 * or a member state's code. Anything else counts as a third country, so the policy names a safeguard for it.
 */
export function insideEea(region: string): boolean {
  return /^(eu|eea)\b/i.test(region) || eeaCountries.has(region.trim().toLocaleUpperCase('en'));
}

/**
 * The configured recipients outside the EEA, whose transfers need a safeguard (Art. 44 ff. GDPR), by
 * the name the policy gives them: Airtable and Supabase always (US companies), the chat provider,
 * the mail provider and the webhook receiver when their region is outside.
 */
function thirdCountryRecipients(t: TFunction, facts: PrivacyFacts): { recipient: Recipient; name: string }[] {
  const { airtable, supabase, chat, mail, webhooks } = facts;
  const outside = (region: string | null | undefined) => region != null && !insideEea(region);
  return [
    ...(airtable ? [{ recipient: 'airtable' as const, name: 'Airtable' }] : []),
    ...(supabase ? [{ recipient: 'supabase' as const, name: 'Supabase' }] : []),
    ...(outside(chat?.region) ? [{ recipient: 'chat' as const, name: t('legal.privacy.recipients.chatName') }] : []),
    ...(mail && outside(mail.region) ? [{ recipient: 'mail' as const, name: mail.provider }] : []),
    ...(webhooks && outside(webhooks.region) ? [{ recipient: 'webhooks' as const, name: webhooks.recipient }] : []),
  ];
}

/**
 * The safeguard of each transfer (Art. 13(1)(f) GDPR): the Data Privacy Framework adequacy decision for
 * recipients configured as certified (`DPF_CERTIFIED_RECIPIENTS`), standard contractual clauses for the
 * others, and the KVKK's own safeguards; nothing when every recipient is in the EEA.
 */
function transferBlocks(t: TFunction, config: LegalConfig): string[] {
  const outside = thirdCountryRecipients(t, config.privacy);
  if (outside.length === 0) return [];
  const certified = outside.filter(({ recipient }) => config.privacy.dpfCertified.includes(recipient));
  const clauses = outside.filter((entry) => !certified.includes(entry));
  const list = (entries: typeof outside) => entries.map(({ name }) => name).join(', ');
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
  const hosting = hostingRegion
    ? `${copy.hosting} ${t('legal.privacy.recipients.hostingRegion', { region: regionName(t, hostingRegion) })}`
    : copy.hosting;
  const chatProvider = chat ? (chat.provider ?? t('legal.privacy.recipients.chatProviderUnnamed', { host: chat.host })) : null;
  // Where a mail provider or webhook receiver processes the data, after its entry, when configured.
  const located = (entry: string, region: string | null) =>
    region ? `${entry} ${t('legal.privacy.recipients.processingRegion', { region: regionName(t, region) })}` : entry;
  const items = [
    hosting,
    ...(airtable ? [copy.airtable] : []),
    ...(supabase ? [supabase.region ? t('legal.privacy.recipients.supabase', { region: supabase.region }) : copy.supabaseNoRegion] : []),
    ...(chat && chatProvider ? [t('legal.privacy.recipients.chat', { provider: chatProvider, region: regionName(t, chat.region) })] : []),
    ...(mail ? [located(t('legal.privacy.recipients.mail', { provider: mail.provider }), mail.region)] : []),
    ...(webhooks ? [located(t('legal.privacy.recipients.webhooks', { recipient: webhooks.recipient }), webhooks.region)] : []),
    copy.authorities,
  ];
  return { id: 'recipients', title: copy.title, blocks: [copy.lead, items, ...transferBlocks(t, config)] };
}
