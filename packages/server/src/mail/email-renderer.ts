import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { EmailRenderModule } from '@zk/data';

/** Renders the e-mails: the site's e-mail entry, which holds the templates and their copy. */
export type EmailRenderer = EmailRenderModule;

/**
 * The site's e-mail bundle (`packages/site/dist/server/entry-email.js`, built beside the page
 * renderer), loaded on first use. The server may import only `data`, so the templates (ui) and their
 * copy (i18n) reach it through the site's build, as the pages do (`pages/page-renderer.ts`). Without a
 * build (`npm start` always builds first) rendering fails with a message that says so; queued messages
 * wait and are rendered once it is there.
 */
export function siteEmailRenderer(entry: string): EmailRenderer {
  let module: Promise<EmailRenderModule> | undefined;
  const load = () => {
    if (!existsSync(entry)) throw new Error(`The site's e-mail bundle ${entry} is missing: run npm run build.`);
    return (module ??= import(pathToFileURL(entry).href) as Promise<EmailRenderModule>);
  };
  return {
    renderEmail: async (message) => (await load()).renderEmail(message),
    announcementTemplate: async (service) => (await load()).announcementTemplate(service),
  };
}

/**
 * The e-mail bundle of whichever build is served now (`entry` names its file, asked at each render), each
 * build's loaded once: messages sent after a reload (SIGHUP) are rendered by the new build.
 */
export function buildEmailRenderer(entry: () => string): EmailRenderer {
  const byEntry = new Map<string, EmailRenderer>();
  const current = () => {
    const file = entry();
    if (!byEntry.has(file)) byEntry.set(file, siteEmailRenderer(file));
    return byEntry.get(file)!;
  };
  return {
    renderEmail: (message) => current().renderEmail(message),
    announcementTemplate: (service) => current().announcementTemplate(service),
  };
}
