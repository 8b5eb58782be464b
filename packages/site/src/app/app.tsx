import type { DataAdapters } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { I18nProvider } from './i18n-context';

export interface AppProps {
  i18n: I18n;
  adapters: DataAdapters;
  Router: (props: { children: ReactNode }) => ReactNode;
}

/** The whole site under a router chosen by the entry (browser or static). */
export function App({ i18n, adapters, Router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DataProvider adapters={adapters}>
          <Router>
            <AppRoutes />
          </Router>
        </DataProvider>
      </I18nProvider>
    </StrictMode>
  );
}
