declare const __SITE_CONFIG__: { siteUrl: string; contactEmail: string };

/** The one place the brand and public contact details are defined. */
export const siteConfig = {
  brand: 'ZK Automations',
  ...__SITE_CONFIG__,
} as const;
