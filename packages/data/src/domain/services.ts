/** Waitlist service ids and their display names (SPEC section 3), in display order. */
export const waitlistServices = {
  'cold-email': 'Cold Email Outreach',
  'personalized-email': 'Personalized Email Outreach',
  'social-media': 'Social Media Outreach',
  'phone-callers': 'AI Phone Callers',
  instagram: 'Instagram Automation',
  twitter: 'Twitter Terminal',
  telegram: 'Telegram Bot',
} as const;

export type WaitlistServiceId = keyof typeof waitlistServices;
export type WaitlistServiceName = (typeof waitlistServices)[WaitlistServiceId];

export const waitlistServiceIds = Object.keys(waitlistServices) as WaitlistServiceId[];

export function isWaitlistServiceId(id: string): id is WaitlistServiceId {
  return Object.hasOwn(waitlistServices, id);
}

/** SPEC section 5: the error when no selected id maps to a service. */
export const noValidServicesMessage = 'No valid services selected';

export class NoValidServicesError extends Error {
  readonly code = 'no_valid_services';
  constructor() {
    super(noValidServicesMessage);
    this.name = 'NoValidServicesError';
  }
}

/**
 * Maps service ids to display names, dropping unknown ids with a warning (SPEC section 5).
 * Duplicates collapse. Throws {@link NoValidServicesError} when none remain.
 */
export function serviceNamesFor(
  ids: readonly string[],
  warn: (message: string) => void = (message) => console.warn(message),
): WaitlistServiceName[] {
  const names: WaitlistServiceName[] = [];
  for (const id of ids) {
    if (!isWaitlistServiceId(id)) {
      warn(`Unknown waitlist service id dropped: ${JSON.stringify(id)}`);
      continue;
    }
    const name = waitlistServices[id];
    if (!names.includes(name)) names.push(name);
  }
  if (names.length === 0) throw new NoValidServicesError();
  return names;
}
