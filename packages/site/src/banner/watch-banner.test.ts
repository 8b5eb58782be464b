import { bannerSlotId, bannerStateElementId } from '@zk/data';
import { fixtureAdapters } from '@zk/data/testing';
import { createI18n } from '@zk/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBanner } from './watch-banner';

const mountBanner = vi.fn();
vi.mock('./mount-banner', () => ({ mountBanner }));

const launch = { id: 'a', title: 'Launch offer', target_date: '2030-01-01T08:00:00.000Z', is_active: true };
const i18n = createI18n('en');

function page(served = false) {
  document.body.innerHTML = `<div id="${bannerSlotId}"></div>${served ? `<script type="application/json" id="${bannerStateElementId}">{}</script>` : ''}`;
  return document.getElementById(bannerSlotId)!;
}

afterEach(() => {
  mountBanner.mockClear();
  document.body.innerHTML = '';
});

describe('watchBanner', () => {
  it("follows the live countdown without the banner's code until one is active, then mounts the banner once and stops following", async () => {
    const slot = page();
    const fixture = fixtureAdapters();
    watchBanner(i18n, fixture.adapters);
    await vi.waitFor(() => expect(fixture.subscriberCount()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mountBanner).not.toHaveBeenCalled();
    fixture.emit({ type: 'CHANGED' }, [launch]);
    await vi.waitFor(() => expect(mountBanner).toHaveBeenCalledWith(slot, i18n, fixture.adapters));
    expect(fixture.subscriberCount()).toBe(0);
    fixture.emit({ type: 'CHANGED' }, [{ ...launch, title: 'Renamed' }]);
    watchBanner(i18n, fixture.adapters);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mountBanner).toHaveBeenCalledOnce();
  });

  it('takes over a banner the server put into the page at once', async () => {
    const slot = page(true);
    const fixture = fixtureAdapters();
    watchBanner(i18n, fixture.adapters);
    await vi.waitFor(() => expect(mountBanner).toHaveBeenCalledWith(slot, i18n, fixture.adapters));
    expect(fixture.subscriberCount()).toBe(0);
  });
});
