/**
 * Names that stay as they are in every language: the brand, our product, the platforms and
 * standards the copy mentions. The English-leftover scans (tests/l10n/english.ts) ignore them and
 * nothing else; keep this the one place that says what may appear in English on a German or
 * Turkish page.
 */
export const brandTerms = [
  'ZK Automations',
  'ZK Agent',
  'WhatsApp',
  'Telegram',
  'Instagram',
  'Twitter',
  'HubSpot',
  'Salesforce',
  'Pipedrive',
  'Zoho',
  'Shopify',
  'Google',
  'Dialogflow',
  'GDPR',
  'KVKK',
  'CRM',
] as const;
