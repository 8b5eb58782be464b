import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { describe, expect, it } from 'vitest';
import { aboutProps } from './about';
import { exampleSite } from './context';

const props = (language: Language) =>
  aboutProps({ language, t: createI18n(language, { en, de, tr }[language]).t, Link: () => null, site: exampleSite });

describe('the about page’s values', () => {
  // The chat answers are generated automatically (§ 5 UWG, the policy says so): what is tested is the assistant, not each answer (issue 47 item 5).
  it.each([
    ['en', /test every answer/, 'test every assistant with your real customer questions before launch and after every change'],
    ['de', /prüfen jede Antwort/, 'testen jeden Assistenten vor dem Start und nach jeder Änderung mit Ihren echten Kundenfragen'],
    ['tr', /her yanıtı test/, 'her asistanı yayına almadan önce ve her değişiklikten sonra gerçek müşteri sorularınızla test ediyoruz'],
  ] as const)('%s: says what is tested, never that every answer is', (language, untrue, tested) => {
    const descriptions = props(language).values.items.map((item) => item.description);
    expect(descriptions.join(' ')).not.toMatch(untrue);
    expect(descriptions[0]).toContain(tested);
  });

  it.each(['en', 'de', 'tr'] as const)('%s: offers the data processing agreement instead of claiming compliance', (language) => {
    const descriptions = props(language)
      .values.items.map((item) => item.description)
      .join(' ');
    expect(descriptions).not.toMatch(/in line with the GDPR|DSGVO-konform|GDPR’a uygun/);
    expect(descriptions).toMatch(/Art\. 28 (GDPR|DSGVO)|KVKK ve GDPR kapsamında bir veri işleme sözleşmesi/);
  });
});
