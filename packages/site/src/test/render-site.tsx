import type { DataAdapters } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import { createTranslator, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { I18nProvider } from '../app/i18n-context';

const dictionaries = { en, de, tr };

/** Renders routes in a memory router with the site's providers; returns the router to navigate. */
export function renderRoutes(
  routes: RouteObject[],
  { path, adapters, language = 'en' }: { path: string; adapters: DataAdapters; language?: Language },
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <I18nProvider translator={createTranslator(language, dictionaries[language])}>
      <DataProvider adapters={adapters}>{children}</DataProvider>
    </I18nProvider>
  );
  const view = render(wrap(<RouterProvider router={router} />));
  return { router, ...view };
}
