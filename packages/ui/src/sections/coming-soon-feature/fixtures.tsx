import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { coldEmail } from '@story/copy/home-content';
import type { ComingSoonFeatureProps } from './coming-soon-feature';

/** The home page's cold-email card, mapped as `HomeServices` in packages/site does. */
function comingSoon(locale: Locale): ComingSoonFeatureProps {
  const copy = storyCopy[locale].home.services.comingSoon;
  return {
    badge: copy.badge,
    title: copy.title,
    description: copy.description,
    features: copy.features,
    icon: coldEmail.icon,
    waitlist: { href: `/${locale}/waitlist?service=${coldEmail.id}`, label: copy.cta },
  };
}

export const comingSoonEn = comingSoon('en');
export const comingSoonDe = comingSoon('de');
export const comingSoonTr = comingSoon('tr');
