/** The site the stories' links point to (the server's SITE_URL). */
export const storySiteUrl = 'https://zk-automations.example';

/** A name long enough to wrap, as German names and companies can be. */
export const longGermanName = 'Maximiliane Theresa von Hohenzollern-Sigmaringen-Großbeerenstraße';

/** Every waitlist service, for the long stories. */
export const allServices = [
  'cold-email',
  'personalized-email',
  'social-media',
  'phone-callers',
  'instagram',
  'twitter',
  'telegram',
] as const;
