import type { Countdown } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { createI18n, isLanguage, type Dictionary, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { useState } from 'react';
import { App } from '../app/app';
import { createMemoryHistory } from '../app/history';

const dictionaries: Record<Language, Dictionary> = { en, de, tr };

/** Three sample countdowns for the admin's list (fixed dates, so every run shows the same rows). */
const countdowns: Countdown[] = [
  { id: 'a', title: 'Spring launch: 20% off AI chatbot setup', target_date: '2027-03-01T08:00:00.000Z', is_active: true },
  { id: 'b', title: 'Webinar: AI agents for support teams', target_date: '2027-04-15T15:00:00.000Z', is_active: false },
  { id: 'c', title: 'Black Friday automation bundle', target_date: '2027-11-26T23:00:00.000Z', is_active: true },
];

export interface SitePageProps {
  /** Where the visitor is: `/de/faq`, `/tr/admin/dashboard` … */
  path: string;
  /** An operator signed in just now (for the admin's protected screens). */
  signedIn?: boolean;
}

/**
 * The whole site at `path`, rendered by the site's own `App` (its routes, layout, pages and their
 * mapping from copy to props), with the language's whole dictionary in one i18next instance and
 * in-memory adapters instead of the server.
 */
export function SitePage({ path, signedIn = false }: SitePageProps) {
  const [app] = useState(() => {
    const prefix = path.split('/')[1];
    const language = isLanguage(prefix) ? prefix : 'en';
    const now = Date.now();
    const session = signedIn ? { user: { id: 'op', email: 'operator@example.com' }, lastLoginTime: now, expiresAt: now + 300_000 } : null;
    return {
      i18n: createI18n(language, dictionaries[language]),
      adapters: fixtureAdapters({ countdowns, session }).adapters,
      history: createMemoryHistory(path),
    };
  });
  return <App i18n={app.i18n} adapters={app.adapters} history={app.history} />;
}
