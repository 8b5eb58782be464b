import { bannerStateElementId, parseServedBanner, type DataAdapters } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import type { I18n } from '@zk/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../app/i18n-context';
import { CountdownBanner } from './countdown-banner';

/**
 * Renders the countdown banner into its slot (`watch-banner.ts` decides when): a banner the server
 * put into the page is hydrated as rendered; one that starts while the page is open slides in over the top.
 */
export function mountBanner(slot: HTMLElement, i18n: I18n, adapters: DataAdapters): void {
  const served = parseServedBanner(document.getElementById(bannerStateElementId)?.textContent);
  const banner = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <DataProvider adapters={adapters}>
          <CountdownBanner served={served} />
        </DataProvider>
      </I18nProvider>
    </StrictMode>
  );
  if (served && slot.firstElementChild) hydrateRoot(slot, banner);
  else createRoot(slot).render(banner);
}
