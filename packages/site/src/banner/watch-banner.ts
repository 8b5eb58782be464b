import { bannerSlotId, bannerStateElementId, type DataAdapters } from '@zk/data';
import type { I18n } from '@zk/i18n';

/**
 * Starts the countdown banner in its own root at the top of the page, once per page load (it stays
 * through client-side navigations). A banner the server put into the page is taken over at once.
 * Without one, the page follows the live countdown with the data adapters alone and loads the
 * banner's code (`mount-banner.tsx`) only when a countdown is active: a visit with none pays for none of it.
 */
export function watchBanner(i18n: I18n, adapters: DataAdapters): void {
  const slot = document.getElementById(bannerSlotId);
  if (!slot || slot.dataset.mounted !== undefined) return;
  slot.dataset.mounted = '';
  const mount = () => void import('./mount-banner').then((m) => m.mountBanner(slot, i18n, adapters));
  if (document.getElementById(bannerStateElementId)) {
    mount();
    return;
  }
  let request = 0;
  let mounted = false;
  const read = () => {
    const id = ++request;
    adapters.countdowns.active().then(
      (countdown) => {
        if (!countdown || mounted || id !== request) return;
        mounted = true;
        stop();
        mount();
      },
      // The banner stays away until the next change reads again.
      () => {},
    );
  };
  const stop = adapters.countdowns.subscribe(read);
  read();
}
