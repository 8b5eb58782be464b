import { fill, storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import type { EmailFooter } from './email-frame';

/** The site the stories' links point to. */
export const storySiteUrl = 'https://zk-automations.example';

/** The footer as the server's e-mail entry fills it. */
export const footerFor = (locale: Locale): EmailFooter => {
  const copy = storyCopy[locale].emails.footer;
  return {
    sentBy: fill(copy.sentBy, { brand: storySite.brand, site: storySiteUrl }),
    privacy: { href: `${storySiteUrl}/${locale}/privacy`, label: copy.privacy },
  };
};

/** Service display names in a locale, as the waitlist page shows them. */
export const serviceTitles = (locale: Locale, keys: (keyof (typeof storyCopy)['en']['waitlist']['services'])[]) =>
  keys.map((key) => storyCopy[locale].waitlist.services[key].title);

/** A name long enough to wrap, as German names and companies can be. */
export const longGermanName = 'Maximiliane Theresa von Hohenzollern-Sigmaringen-Großbeerenstraße';
