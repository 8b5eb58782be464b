import type { ServedBanner } from '@zk/data';
import { useActiveCountdown } from '@zk/data/react';
import { CountdownBanner as CountdownBannerView, useHydrated } from '@zk/ui';
import { useEffect, useMemo } from 'react';
import { useI18n } from '../app/i18n-context';
import { useNow } from '../components/use-now';
import { bannerLabels, formatEnds } from '../props/banner';

export interface CountdownBannerProps {
  /** What the page arrived with (the server rendered it): taken over as rendered, at the top. */
  served?: ServedBanner;
}

export { formatEnds };

/** On the root element while a banner shows over the top of the page (styles.css gives scrolls more room). */
export const bannerOverlayAttribute = 'data-banner-overlay';

/**
 * While a banner is over the top of the content, scrolled-to and focused elements keep clear of it as
 * well as of the sticky header: an attribute on the root element for the stylesheet. Not a rule on
 * `html:has([data-placement=overlay])`: a `:has()` on the root element is matched again whenever a
 * node is inserted anywhere, and that one rule was 17 of the home's 20 ms of selector matching at load.
 */
function useRoomForOverlay(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.setAttribute(bannerOverlayAttribute, '');
    return () => root.removeAttribute(bannerOverlayAttribute);
  }, [shown]);
}

/**
 * The date line in the visitor's time zone. The first render keeps the server's line (written in
 * the server's zone) so hydration matches; the browser rewrites it right after.
 */
function useEndsLabel(language: string, target: number, servedLabel: string | undefined): string {
  const hydrated = useHydrated();
  const local = useMemo(() => (Number.isNaN(target) ? '' : formatEnds(language, target)), [language, target]);
  return !hydrated && servedLabel !== undefined ? servedLabel : local;
}

/**
 * The public banner: the earliest active countdown, re-read live on every change, ticking each
 * second. A banner the page arrived with is a row at the top, and keeps that row when its time is
 * up; one that arrives while the page is open slides in over the top, so neither moves the page.
 */
export function CountdownBanner({ served }: CountdownBannerProps) {
  const { language, t } = useI18n();
  const { data: countdown } = useActiveCountdown(served ? served.countdown : undefined);
  const now = useNow(1000, countdown !== null, served?.now);
  const target = countdown ? Date.parse(countdown.target_date) : NaN;
  const ends = useEndsLabel(language, target, served?.ends);
  /** NaN without a countdown, so no overlay. */
  const remainingMs = target - now;
  useRoomForOverlay(!served && remainingMs > 0);
  if (!countdown || Number.isNaN(target))
    return served ? <CountdownBannerView title="" remainingMs={0} labels={bannerLabels({ t }, '')} reserveSpace /> : null;
  return (
    <CountdownBannerView
      title={countdown.title}
      remainingMs={remainingMs}
      placement={served ? 'inline' : 'overlay'}
      reserveSpace={served !== undefined}
      labels={bannerLabels({ t }, ends)}
    />
  );
}
