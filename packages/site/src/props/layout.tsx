import { languageNames, languages, pagePath, publicPageAt } from '@zk/i18n';
import { Button, Logo, type LanguageOption, type SiteFooterProps, type SiteHeaderProps } from '@zk/ui';
import type { PropsContext } from './context';

/** The picker's languages, each linking to the page on screen in that language (its served, no-script form). */
export function languageOptionsAt(pathname: string): LanguageOption[] {
  const page = publicPageAt(pathname) ?? 'home';
  return languages.map((code) => ({ code, label: languageNames[code], href: pagePath(page, code) }));
}

/** The header of every public page, without its language picker (the layout adds it, with the path on screen). */
export function headerProps({ t, language, Link, site }: PropsContext): Omit<SiteHeaderProps, 'languagePicker'> {
  const home = `/${language}`;
  return {
    logo: (
      <Link href={home} aria-label={t('header.homeLabel', { brand: site.brand })} className="inline-flex rounded-lg">
        <Logo name={site.brand} />
      </Link>
    ),
    navLabel: t('header.navLabel'),
    menuNavLabel: t('header.menuNavLabel'),
    links: [
      { href: `${home}#services`, label: t('common.services') },
      { href: `${home}#process`, label: t('common.process') },
      { href: `${home}#comparison`, label: t('common.whyChooseUs') },
      { href: `${home}#pricing`, label: t('common.pricing') },
      { href: `${home}/faq`, label: t('common.faq') },
    ],
    actions: (
      <>
        <Button asChild variant="ghost" size="sm">
          <Link href={`${home}/about`}>{t('common.aboutUs')}</Link>
        </Button>
        <Button asChild size="sm">
          <Link href={`${home}/contact`}>{t('common.contactUs')}</Link>
        </Button>
      </>
    ),
    menuLabels: { open: t('header.menuOpen'), close: t('header.menuClose') },
    LinkComponent: Link,
  };
}

/** The footer of every public page; `year` of the copyright line (the layout passes the current one). */
export function footerProps({ t, language, Link, site }: PropsContext, year: number): SiteFooterProps {
  const home = `/${language}`;
  return {
    logo: (
      <Link href={home} className="self-start rounded-lg">
        <Logo name={site.brand} />
      </Link>
    ),
    tagline: t('footer.tagline'),
    groups: [
      {
        title: t('footer.quickLinks'),
        links: [
          { href: `${home}#services`, label: t('common.services') },
          { href: `${home}#pricing`, label: t('common.pricing') },
          { href: `${home}/about`, label: t('footer.about') },
          { href: `${home}/contact`, label: t('footer.contact') },
        ],
      },
      {
        title: t('footer.legal'),
        links: [
          { href: `${home}/privacy`, label: t('footer.privacy') },
          { href: `${home}/terms`, label: t('footer.terms') },
          { href: `${home}/impressum`, label: t('footer.impressum') },
        ],
      },
    ],
    contact: {
      title: t('footer.contact'),
      email: site.contactEmail,
      emailLabel: t('footer.emailLabel', { email: site.contactEmail }),
      country: t('footer.country'),
    },
    copyright: t('footer.copyright', { year, brand: site.brand }),
    LinkComponent: Link,
  };
}
