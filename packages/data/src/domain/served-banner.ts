import { inlineJsonElement } from './inline-json.ts';
import type { Countdown } from './countdown.ts';

/**
 * The countdown a public page arrived with: the server puts the banner into the HTML it sends (so
 * its presence moves nothing), and this beside it as JSON, so the browser takes it over exactly as
 * rendered: the same digits (`now` is the server's clock at render) and the same date line (`ends`,
 * written in the server's time zone until the browser rewrites it in the visitor's).
 */
export interface ServedBanner {
  countdown: Countdown;
  now: number;
  ends: string;
}

/** The element the banner lives in, before the application's root (it stays across navigations). */
export const bannerSlotId = 'zk-banner';
/** Id of the `<script type="application/json">` element that carries a {@link ServedBanner}. */
export const bannerStateElementId = 'zk-banner-state';

/** Reads a {@link ServedBanner} from untrusted JSON: anything malformed gives `undefined`. */
export function parseServedBanner(json: string | null | undefined): ServedBanner | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<ServedBanner> | null;
    const c = value?.countdown;
    if (!value || !c || typeof c.id !== 'string' || typeof c.title !== 'string' || typeof c.target_date !== 'string') return undefined;
    if (typeof value.now !== 'number' || typeof value.ends !== 'string') return undefined;
    return {
      countdown: { id: c.id, title: c.title, target_date: c.target_date, is_active: c.is_active === true },
      now: value.now,
      ends: value.ends,
    };
  } catch {
    return undefined;
  }
}

/** Inline JSON for a {@link ServedBanner}, escaped so no title can close the element. */
export function servedBannerElement(banner: ServedBanner): string {
  return inlineJsonElement(bannerStateElementId, banner);
}
