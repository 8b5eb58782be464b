import { languages } from '@zk/data';
import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { exampleSite, type PropsContext } from './context';
import { announcementTemplateProps } from './emails';

const context = (language: Language): PropsContext => ({
  language,
  t: createI18n(language, { en, de, tr }[language]).t,
  Link: 'a',
  site: exampleSite,
});

describe('the announcement template stays within the consent (issue 47 item 10)', () => {
  it.each(languages)('%s: announces the launch of the chosen service and invites to nothing else', (language) => {
    const { subject, body } = announcementTemplateProps(context(language), 'telegram');
    expect(subject).toContain('Telegram');
    expect(body).toContain('Telegram');
    expect(body).not.toMatch(/consultation|Beratung|danışmanlık|book|buchen|planlayın|free|kostenlos|ücretsiz/i);
  });
});
