import type { DataAdapters } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import type { Translator } from '@zk/i18n';
import { StrictMode, type ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { I18nProvider } from './i18n-context';

export interface AppProps {
  translator: Translator;
  adapters: DataAdapters;
  Router: (props: { children: ReactNode }) => ReactNode;
}

/** The whole site under a router chosen by the entry (browser or static). */
export function App({ translator, adapters, Router }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider translator={translator}>
        <DataProvider adapters={adapters}>
          <Router>
            <AppRoutes />
          </Router>
        </DataProvider>
      </I18nProvider>
    </StrictMode>
  );
}
