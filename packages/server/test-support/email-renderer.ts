import { fileURLToPath } from 'node:url';
import { siteEmailRenderer, type EmailRenderer } from '../src/mail/email-renderer.ts';

/** What the site build bakes in as `__SITE_CONFIG__`, for rendering the e-mail entry from its source. */
export const testSiteUrl = 'https://zk.example';

/** The company the e-mails' footer names, as a production build configures it (`COMPANY_*`). */
export const testCompany = {
  name: 'ZK Automations GmbH',
  legalForm: 'GmbH',
  representative: 'Zeynep Kaya',
  address: ['Musterstraße 12', '10115 Berlin'],
  register: null,
  vatId: null,
  trRepresentative: null,
};

/**
 * The site's e-mail entry from its source (`packages/site/src/entry-email.tsx`), as the built bundle
 * renders it: tests render the real templates and copy without a build.
 */
export function sourceEmailRenderer(): EmailRenderer {
  Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: testSiteUrl, contactEmail: 'hello@zk.example', company: testCompany } });
  return siteEmailRenderer(fileURLToPath(new URL('../../site/src/entry-email.tsx', import.meta.url)));
}
