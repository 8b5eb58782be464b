import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { futureServices as services } from '@story/copy/home-content';
import type { FutureServicesGridProps } from './future-services-grid';

/** The home page's future services, mapped as `HomeServices` in packages/site does. */
function future(locale: Locale): FutureServicesGridProps {
  const copy = storyCopy[locale].home.services.future;
  return {
    title: copy.title,
    description: copy.description,
    badge: copy.badge,
    waitlistLabel: copy.cta,
    items: (Object.keys(services) as (keyof typeof services)[]).map((key) => ({
      ...services[key],
      href: `/${locale}/waitlist?service=${services[key].id}`,
      ...copy.items[key],
    })),
  };
}

export const futureEn = future('en');
export const futureDe = future('de');
export const futureTr = future('tr');
