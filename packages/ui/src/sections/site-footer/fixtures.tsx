import { fill, storyCopy, storySite } from '@story/copy';
import type { Locale } from '@story/locale';
import { Logo } from '../../brand/logo';
import type { SiteFooterProps } from './site-footer';

/** The footer of every public page, mapped as `PublicLayout` in packages/site does (the year fixed, for the screenshots). */
function footer(locale: Locale): SiteFooterProps {
  const { common, footer: copy } = storyCopy[locale];
  const home = `/${locale}`;
  const { brand, contactEmail: email } = storySite;
  return {
    logo: (
      <a href={home} className="self-start">
        <Logo name={brand} />
      </a>
    ),
    tagline: copy.tagline,
    groups: [
      {
        title: copy.quickLinks,
        links: [
          { href: `${home}#services`, label: common.services },
          { href: `${home}#pricing`, label: common.pricing },
          { href: `${home}/about`, label: copy.about },
          { href: `${home}/contact`, label: copy.contact },
        ],
      },
      {
        title: copy.legal,
        links: [
          { href: `${home}/privacy`, label: copy.privacy },
          { href: `${home}/terms`, label: copy.terms },
          { href: `${home}/impressum`, label: copy.impressum },
        ],
      },
    ],
    contact: { title: copy.contact, email, emailLabel: fill(copy.emailLabel, { email }), country: copy.country },
    copyright: fill(copy.copyright, { year: 2026, brand }),
  };
}

export const footerEn = footer('en');
export const footerDe = footer('de');
export const footerTr = footer('tr');
