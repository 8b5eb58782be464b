import { fileURLToPath } from 'node:url';
import { siteEmailRenderer, type EmailRenderer } from '../src/mail/email-renderer.ts';

/** What the site build bakes in as `__SITE_CONFIG__`, for rendering the e-mail entry from its source. */
export const testSiteUrl = 'https://zk.example';

/**
 * The site's e-mail entry from its source (`packages/site/src/entry-email.tsx`), as the built bundle
 * renders it: tests render the real templates and copy without a build.
 */
export function sourceEmailRenderer(): EmailRenderer {
  Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: testSiteUrl, contactEmail: 'hello@zk.example' } });
  return siteEmailRenderer(fileURLToPath(new URL('../../site/src/entry-email.tsx', import.meta.url)));
}
