import type { Language, TFunction } from '@zk/i18n';
import type { LegalSection } from '@zk/ui';
import type { LegalConfig, PrivacyFacts } from '../site-config';

type Recipient = PrivacyFacts['dpfCertified'][number];

/**
 * A region as written in the policy: `eu` in the page's words, an ISO 3166 country code by the country's
 * name in the page's language ("us": "Vereinigte Staaten"), anything else (a data centre, "USA") as given.
 */
export function regionName(t: TFunction, language: Language, region: string): string {
  const trimmed = region.trim();
  if (/^eu$/i.test(trimmed)) return t('legal.privacy.recipients.euRegion');
  if (/^[a-z]{2}$/i.test(trimmed)) {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(trimmed.toLocaleUpperCase('en'));
    if (name) return name;
  }
  return trimmed;
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
 * The services that receive leads besides hosting, each by its role (with the host it is reached at
 * when no name is configured, never the host as a legal person), its configured name and its region:
 * the mail provider (`SMTP_*`), the team's mailbox (`NOTIFY_*`) and the webhook receiver (`WEBHOOK_*`).
 */
function deliveryServices(t: TFunction, facts: PrivacyFacts) {
  const { mail, notifications, webhooks } = facts;
  const key = 'legal.privacy.recipients';
  return [
    ...(mail
      ? [
          {
            recipient: 'mail' as const,
            name: mail.provider,
            role: mail.provider ? t(`${key}.mailRole`) : t(`${key}.mailRoleHost`, { host: mail.host }),
            region: mail.region,
          },
        ]
      : []),
    ...(notifications
      ? [
          {
            recipient: 'notifications' as const,
            name: notifications.provider,
            role: t(`${key}.notificationsRole`),
            region: notifications.region,
          },
        ]
      : []),
    ...(webhooks
      ? [
          {
            recipient: 'webhooks' as const,
            name: webhooks.recipient,
            role: webhooks.recipient ? t(`${key}.webhooksRole`) : t(`${key}.webhooksRoleHost`, { host: webhooks.host }),
            region: webhooks.region,
          },
        ]
      : []),
  ];
}

/**
 * The configured recipients outside the EEA, whose transfers need a safeguard (Art. 44 ff. GDPR), by
 * the name the policy gives them: Airtable and Supabase always (US companies), the chat provider, the
 * mail provider, the team's mailbox and the webhook receiver when their region is outside (an unstated
 * region names no transfer; production refuses to start without it, `recipientRegionRefusal`).
 */
function thirdCountryRecipients(t: TFunction, facts: PrivacyFacts): { recipient: Recipient; name: string }[] {
  const { airtable, supabase, chat } = facts;
  const outside = (region: string | null | undefined) => region != null && !insideEea(region);
  return [
    ...(airtable ? [{ recipient: 'airtable' as const, name: 'Airtable' }] : []),
    ...(supabase ? [{ recipient: 'supabase' as const, name: 'Supabase' }] : []),
    ...(outside(chat?.region) ? [{ recipient: 'chat' as const, name: t('legal.privacy.recipients.chatName') }] : []),
    ...deliveryServices(t, facts)
      .filter(({ region }) => outside(region))
      .map(({ recipient, name }) => ({ recipient, name: name ?? t(`legal.privacy.recipients.${recipient}Name`) })),
  ];
}

/**
 * The safeguard of each transfer (Art. 13(1)(f) GDPR): the Data Privacy Framework adequacy decision for
 * recipients configured as certified (`DPF_CERTIFIED_RECIPIENTS`), standard contractual clauses for the
 * others ("the other recipients" after the first), and the KVKK's own safeguard (the standard contract
 * notified to the Kurum with `KVKK_STANDARD_CONTRACT`); nothing when every
 * recipient is in the EEA. Names are joined with semicolons, so a name with commas stays one name.
 */
function transferBlocks(t: TFunction, config: LegalConfig): string[] {
  const outside = thirdCountryRecipients(t, config.privacy);
  if (outside.length === 0) return [];
  const certified = outside.filter(({ recipient }) => config.privacy.dpfCertified.includes(recipient));
  const clauses = outside.filter((entry) => !certified.includes(entry));
  const list = (entries: typeof outside) => entries.map(({ name }) => name).join('; ');
  const clausesKey = certified.length ? 'transfersClausesOthers' : 'transfersClauses';
  return [
    ...(certified.length ? [t('legal.privacy.recipients.transfersAdequacy', { recipients: list(certified) })] : []),
    ...(clauses.length ? [t(`legal.privacy.recipients.${clausesKey}`, { recipients: list(clauses), email: config.contactEmail })] : []),
    // The KVKK standard contract (m. 9/4, Law 7499) only when configured as the safeguard; else m. 9 without naming one.
    t(config.privacy.kvkkStandardContract ? 'legal.privacy.recipients.transfersKvkkContract' : 'legal.privacy.recipients.transfersKvkk'),
  ];
}

/** A delivery service's entry: its role, its name when configured, and its place of processing ("not stated" without it). */
function deliveryEntry(t: TFunction, language: Language, service: ReturnType<typeof deliveryServices>[number]): string {
  const named = service.name === null ? [] : [t('legal.privacy.recipients.named', { name: service.name })];
  const place =
    service.region === null
      ? t('legal.privacy.recipients.processingRegionUnstated')
      : t('legal.privacy.recipients.processingRegion', { region: regionName(t, language, service.region) });
  return [t(`legal.privacy.recipients.${service.recipient}`, { role: service.role }), ...named, place].join(' ');
}

/** Recipients (Art. 13(1)(e) and (f) GDPR): hosting always, then each service only when configured. */
export function recipientsSection(t: TFunction, config: LegalConfig, language: Language): LegalSection {
  const copy = t('legal.privacy.recipients');
  const { hostingRegion, airtable, supabase, chat } = config.privacy;
  const hosting = hostingRegion
    ? `${copy.hosting} ${t('legal.privacy.recipients.hostingRegion', { region: regionName(t, language, hostingRegion) })}`
    : copy.hosting;
  const chatProvider = chat ? (chat.provider ?? t('legal.privacy.recipients.chatProviderUnnamed', { host: chat.host })) : null;
  // The chat provider's data region as the provider names it: a short code in capitals, not a country.
  const chatRegion = chat
    ? /^eu$/i.test(chat.region)
      ? copy.euRegion
      : chat.region.length <= 3
        ? chat.region.toLocaleUpperCase('en')
        : chat.region
    : '';
  const items = [
    hosting,
    ...(airtable ? [copy.airtable] : []),
    ...(supabase ? [supabase.region ? t('legal.privacy.recipients.supabase', { region: supabase.region }) : copy.supabaseNoRegion] : []),
    ...(chat && chatProvider ? [t('legal.privacy.recipients.chat', { provider: chatProvider, region: chatRegion })] : []),
    ...deliveryServices(t, config.privacy).map((service) => deliveryEntry(t, language, service)),
    copy.authorities,
  ];
  return { id: 'recipients', title: copy.title, blocks: [copy.lead, items, ...transferBlocks(t, config)] };
}
