import type { DataAdapters, FormPageState } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import { createI18n, type Language } from '@zk/i18n';
import de from '@zk/i18n/locales/de';
import en from '@zk/i18n/locales/en';
import tr from '@zk/i18n/locales/tr';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryHistory } from '../src/app/history';
import { I18nProvider } from '../src/app/i18n-context';
import { LocationProvider } from '../src/app/location';
import { ServedFormProvider } from '../src/app/served-form';

const dictionaries = { en, de, tr };

/** Renders `element` at `path` with the site's providers; returns the in-memory history to navigate. */
export function renderAt(
  element: ReactNode,
  {
    path,
    adapters,
    language = 'en',
    servedForm,
  }: { path: string; adapters: DataAdapters; language?: Language; servedForm?: FormPageState },
) {
  const history = createMemoryHistory(path);
  const view = render(
    <I18nProvider i18n={createI18n(language, dictionaries[language])}>
      <DataProvider adapters={adapters}>
        <LocationProvider history={history}>
          <ServedFormProvider state={servedForm}>{element}</ServedFormProvider>
        </LocationProvider>
      </DataProvider>
    </I18nProvider>,
  );
  return { history, ...view };
}
