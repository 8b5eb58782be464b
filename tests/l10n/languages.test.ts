import { runInNewContext } from 'node:vm';
import { loadConfig } from '@zk/config';
import { describe, expect, it } from 'vitest';
import { locales } from '../../.storybook/locale.ts';
import {
  adminBase,
  browserLanguageTags,
  isAdminPath,
  languageOfPath,
  languages,
  withoutLanguagePrefix,
} from '../../packages/data/src/domain/languages.ts';
import { waitlistConsentVersion } from '../../packages/data/src/domain/submissions.ts';
import { chooseLanguage, languageRedirectScript, notFoundRedirectScript } from '../../packages/i18n/src/language-choice.ts';
import { intlLocales, languageNames, ogLocales } from '../../packages/i18n/src/languages.ts';
import { allPublicRoutes, publicPageAt } from '../../packages/i18n/src/pages.ts';
import { createApp } from '../../packages/server/src/app.ts';
import { openDatabase } from '../../packages/server/src/db/database.ts';
import { storeLeads } from '../../packages/server/test-support/stored-leads.ts';
import { defaultAirtableTables } from '../../packages/server/test-support/fake-airtable.ts';
import { onCleanup, siteFiles, tempDir, testConfig } from '../../packages/server/test-support/helpers.ts';

/**
 * The languages are listed once (`packages/data/src/domain/languages.ts`). Each test here takes every
 * language of that list through one place that derives from it, so a language added to the list
 * but missed somewhere fails here rather than on the site.
 */

function redirectTarget(script: string, stored: string | null, browser = ''): string {
  let target = '';
  runInNewContext(script, {
    localStorage: { getItem: () => stored },
    navigator: { language: browser },
    location: { pathname: '/', search: '', hash: '', replace: (to: string) => (target = to) },
  });
  return target;
}

/** The app over a build that has a home page, a contact page and an admin shell in every language. */
async function appWithEveryLanguage() {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head></head><body></body></html>',
    'admin.html': 'admin en',
  };
  for (const language of languages) {
    files[`${language}/index.html`] = `home ${language}`;
    files[`${language}/contact/index.html`] = `contact ${language}`;
    if (language !== 'en') files[`${language}/admin/index.html`] = `admin ${language}`;
  }
  const { app, close } = await createApp(testConfig({ staticDir: siteFiles(files, 'zk-languages-') }));
  onCleanup(close);
  return app;
}

describe.each(languages)('every place that names languages takes %s', (language) => {
  it('the inline redirect scripts and the language choice', () => {
    expect(redirectTarget(languageRedirectScript, language)).toBe(`/${language}`);
    expect(redirectTarget(notFoundRedirectScript, language)).toBe(`/${language}`);
    expect(chooseLanguage(language, '')).toBe(language);
    for (const tag of browserLanguageTags[language]) expect(redirectTarget(languageRedirectScript, null, tag)).toBe(`/${language}`);
  });

  it('the path rules: page list, language prefix, admin paths', () => {
    expect(allPublicRoutes().filter((route) => route.language === language)).not.toEqual([]);
    expect(publicPageAt(`/${language}/contact`)).toBe('contact');
    expect(languageOfPath(`/${language}/faq`)).toBe(language);
    expect(withoutLanguagePrefix(`/${language}/faq`)).toBe('/faq');
    expect(isAdminPath(`/${language}/admin/dashboard`)).toBe(true);
    expect(adminBase(`/${language}/admin/dashboard`)).toBe(`/${language}/admin`);
  });

  it('the names and locales of the picker, Intl, Open Graph and Storybook', () => {
    expect(languageNames[language]).toBeTruthy();
    expect(intlLocales[language]).toMatch(new RegExp(`^${language}-`));
    expect(ogLocales[language]).toMatch(new RegExp(`^${language}_`));
    expect(locales).toContain(language);
  });

  it("the language of the operator's lead notifications (NOTIFY_LANGUAGE)", () => {
    expect(loadConfig({ NOTIFY_LANGUAGE: language }).mail?.notifyLanguage).toBe(language);
  });

  it("the server's page routes: the page, the stored choice, the admin sign-in and its guard", async () => {
    const app = await appWithEveryLanguage();
    const page = await app.request(`http://localhost:3000/${language}/contact`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(`contact ${language}`);
    const stored = await app.request('http://localhost:3000/contact', { headers: { Cookie: `preferredLanguage=${language}` } });
    expect(stored.headers.get('location')).toBe(`/${language}/contact`);
    const admin = await app.request(`http://localhost:3000/${language}/admin`);
    expect(admin.headers.get('x-robots-tag')).toBe('noindex');
    expect(await admin.text()).toBe(`admin ${language}`);
    const guarded = await app.request(`http://localhost:3000/${language}/admin/dashboard`);
    expect(guarded.headers.get('location')).toBe(`/${language}/admin?from=%2F${language}%2Fadmin%2Fdashboard`);
  });

  it("the database's language constraint and the Airtable stand-in", async () => {
    const db = openDatabase(tempDir('zk-languages-db-'));
    onCleanup(() => db.close());
    await expect(
      storeLeads(db, [
        ['waitlist', { fullName: 'Ada', email: 'ada@example.com', services: [], language, consentVersion: waitlistConsentVersion }],
      ]),
    ).resolves.toHaveLength(1);
    expect(defaultAirtableTables.Waitlist?.Language).toEqual({ type: 'singleSelect', options: expect.arrayContaining([language]) });
  });
});

describe('admin paths', () => {
  it('are /admin and a language prefix before it, nothing else', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/de/admin', '/de/admin/x', '/tr/admin/demo/1'])
      expect(isAdminPath(path), path).toBe(true);
    for (const path of ['/administrator', '/xx/admin', '/en', '/en/about', '/en/admins', '/en/faq/admin', '/admin.html'])
      expect(isAdminPath(path), path).toBe(false);
  });
});
