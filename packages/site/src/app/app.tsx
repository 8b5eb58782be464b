import type { DataAdapters, FormPageState, SubscriptionPageState } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import type { I18n } from '@zk/i18n';
import { StrictMode } from 'react';
import { AppRoutes } from './app-routes';
import type { SiteHistory } from './history';
import { I18nProvider } from './i18n-context';
import { LocationProvider } from './location';
import { ServedFormProvider } from './served-form';
import { ServedSubscription } from './served-subscription';

export interface AppProps {
  i18n: I18n;
  adapters: DataAdapters;
  history: SiteHistory;
  /** A posted form the server answered with this page (scripts off or not yet running). */
  servedForm?: FormPageState;
  /** A subscription page's state, as the server decided it (`/{lang}/waitlist/confirm`, `/unsubscribe`). */
  servedSubscription?: SubscriptionPageState;
}

/** The whole site at the location of a history chosen by the entry (the browser's, or a fixed one). */
export function App({ i18n, adapters, history, servedForm, servedSubscription }: AppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DataProvider adapters={adapters}>
          <LocationProvider history={history}>
            <ServedFormProvider state={servedForm}>
              <ServedSubscription value={servedSubscription}>
                <AppRoutes />
              </ServedSubscription>
            </ServedFormProvider>
          </LocationProvider>
        </DataProvider>
      </I18nProvider>
    </StrictMode>
  );
}
