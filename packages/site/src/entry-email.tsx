import { render } from '@react-email/render';
import {
  languages,
  type AnnouncementCopy,
  type EmailMessage,
  type EmailRenderModule,
  type RenderedEmail,
  type WaitlistServiceId,
} from '@zk/data';
import { createLoadedI18n, type I18n, type Language } from '@zk/i18n';
import { emailTextOptions } from '@zk/ui/emails';
import { emailContext, emailElement } from './emails/email-elements';
import { announcementTemplateProps } from './props/emails';

/**
 * The e-mails, rendered for the server (`packages/server/src/mail/email-renderer.ts`), which may import
 * only `data`: built beside the page renderer as `dist/server/entry-email.js`. React Email's `render`
 * makes the HTML part and, from it, the plain-text part; the copy is the `emails` namespace.
 */

const instances = new Map<Language, Promise<I18n>>();
const i18nFor = (language: Language) => {
  if (!instances.has(language)) instances.set(language, createLoadedI18n(language));
  return instances.get(language)!;
};

export const renderEmail: EmailRenderModule['renderEmail'] = async (message: EmailMessage): Promise<RenderedEmail> => {
  const { t } = await i18nFor(message.language);
  const { subject, element } = emailElement(t, message);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: emailTextOptions })]);
  return { subject, html, text };
};

export const announcementTemplate: EmailRenderModule['announcementTemplate'] = async (
  service: WaitlistServiceId,
): Promise<AnnouncementCopy> => {
  const entries = await Promise.all(
    languages.map(async (language) => {
      const { t } = await i18nFor(language);
      return [language, announcementTemplateProps(emailContext(t, language), service)] as const;
    }),
  );
  return Object.fromEntries(entries) as AnnouncementCopy;
};
