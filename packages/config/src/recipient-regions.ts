import type { Env } from './env-variables.ts';

/** Each configured recipient whose place of processing the privacy policy must name, by the variable that names it. */
const recipientRegions = [
  { service: 'SMTP_URL', region: 'SMTP_REGION' },
  { service: 'NOTIFY_EMAIL', region: 'NOTIFY_REGION' },
  { service: 'WEBHOOK_URL', region: 'WEBHOOK_REGION' },
] as const;

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim());

/**
 * Why a production start (`NODE_ENV=production`) must stop for want of a recipient's region, or null.
 * The policy names where the mail provider, the notification mailbox and the webhook receiver process
 * the data, and the safeguard of a transfer outside the EEA (Art. 13(1)(f) GDPR, KVKK m. 9); without
 * the region it could do neither, and an unset region must not pass as a place inside the EEA.
 * Outside production the policy says instead that the place of processing is not stated.
 */
export function recipientRegionRefusal(env: Env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const missing = recipientRegions.filter(({ service, region }) => isSet(env, service) && !isSet(env, region));
  if (missing.length === 0) return null;
  return [
    `Refusing to start in production: ${missing.map(({ region }) => region).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (${missing.map(({ service }) => service).join(', ')} ${missing.length === 1 ? 'is' : 'are'}).`,
    'The privacy policy must say where each recipient processes the data and, outside the EEA, on which safeguard the transfer rests',
    '(Art. 13(1)(f) GDPR, KVKK m. 9). Set each to `eu`, a member state (`de`) or the country outside it (`us`), and list',
    'recipients certified under the EU-US Data Privacy Framework in DPF_CERTIFIED_RECIPIENTS.',
  ].join('\n');
}
