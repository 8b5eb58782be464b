import { bannerSlotId, bannerStateElementId, parseServedBanner, type DataAdapters } from '@zk/data';
import { DataProvider } from '@zk/data/react';
import type { I18n } from '@zk/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nProvider } from '../app/i18n-context';
import { CountdownBanner } from './countdown-banner';

/**
 * Starts the countdown banner in its own root before the application's (so it stays through
 * client-side navigations): a banner the server put into the page is hydrated as rendered; without
 * one, the banner waits for a live countdown and slides in over the top when one starts.
 */
export function mountBanner(i18n: I18n, adapters: DataAdapters): void {
  const slot = document.getElementById(bannerSlotId);
  if (!slot || slot.dataset.mounted !== undefined) return;
  slot.dataset.mounted = '';
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
