import { waitlistServices, type WaitlistServiceId } from '@zk/data';

/** The dictionary key (`waitlist.services.<key>`) of each waitlist service id. */
export const serviceKeys = {
  'cold-email': 'coldEmail',
  'personalized-email': 'personalizedEmail',
  'social-media': 'socialMedia',
  'phone-callers': 'phoneCallers',
  instagram: 'instagram',
  twitter: 'twitter',
  telegram: 'telegram',
} as const satisfies Record<WaitlistServiceId, string>;

const idsByName = new Map<string, WaitlistServiceId>(Object.entries(waitlistServices).map(([id, name]) => [name, id as WaitlistServiceId]));

/**
 * The dictionary key for a service as stored with a waitlist entry (its English display name, as
 * Airtable gets it), so the dashboard can show it in the page's language; null for unknown names.
 */
export function serviceKeyForName(name: string): (typeof serviceKeys)[WaitlistServiceId] | null {
  const id = idsByName.get(name);
  return id ? serviceKeys[id] : null;
}
