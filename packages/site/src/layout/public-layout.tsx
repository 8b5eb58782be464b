import { withoutLanguagePrefix } from '@zk/data/languages';
import { languageNames, languages, pagePath, publicPageAt, type Language } from '@zk/i18n';
import { Button, LanguagePicker, Logo, SiteFooter, SiteHeader } from '@zk/ui';
import { useDataAdapters } from '@zk/data/react';
import { useEffect, type ReactNode } from 'react';
import { storePreferredLanguage } from '../app/language-preference';
import { useNavigationScroll } from '../app/use-navigation-scroll';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { ChatWidgetLoader } from '../app/chat-widget-loader';
import { RouterLink } from '../components/router-link';
import { siteConfig } from '../site-config';

/** The picker's languages, each linking to the page on screen in that language (its served, no-script form). */
function languageOptionsAt(pathname: string) {
  const page = publicPageAt(pathname) ?? 'home';
  return languages.map((code) => ({ code, label: languageNames[code], href: pagePath(page, code) }));
}

/**
 * Starts the countdown banner (in its own root at the top of the page, `banner/mount-banner.tsx`) in
 * the task after the first commit: its code and the event-stream client load after the page, and
 * its module preloads (measured up to 7 ms) stay out of hydration's own tasks. A banner the server
 * put into the page is on screen from the first paint regardless.
 */
function useCountdownBanner(): void {
  const { i18n } = useI18n();
  const adapters = useDataAdapters();
  useEffect(() => {
    const timer = setTimeout(() => void import('../banner/mount-banner').then((m) => m.mountBanner(i18n, adapters)));
    return () => clearTimeout(timer);
  }, [i18n, adapters]);
}

/** Header, main landmark and footer around every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { language, t } = useI18n();
  const location = useLocation();
  useNavigationScroll();
  const home = `/${language}`;
  const brand = siteConfig.brand;
  useCountdownBanner();

  const switchLanguage = (code: string) => {
    const next = code as Language;
    storePreferredLanguage(next);
    const rest = withoutLanguagePrefix(location.pathname);
    window.location.replace(`/${next}${rest}${location.search}${location.hash}`);
  };

  const logo = (
    <RouterLink href={home} aria-label={t('header.homeLabel', { brand })} className="inline-flex rounded-lg">
      <Logo name={brand} />
    </RouterLink>
  );

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-surface-raised px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('common.skipToContent')}
      </a>
      <ChatWidgetLoader />
      <SiteHeader
        logo={logo}
        navLabel={t('header.navLabel')}
        links={[
          { href: `${home}#services`, label: t('common.services') },
          { href: `${home}#process`, label: t('common.process') },
          { href: `${home}#comparison`, label: t('common.whyChooseUs') },
          { href: `${home}#pricing`, label: t('common.pricing') },
          { href: `${home}/faq`, label: t('common.faq') },
        ]}
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <RouterLink href={`${home}/about`}>{t('common.aboutUs')}</RouterLink>
            </Button>
            <Button asChild size="sm">
              <RouterLink href={`${home}/contact`}>{t('common.contactUs')}</RouterLink>
            </Button>
          </>
        }
        languagePicker={
          <LanguagePicker
            value={language}
            options={languageOptionsAt(location.pathname)}
            label={t('header.languageLabel')}
            onChange={switchLanguage}
          />
        }
        menuLabels={{ open: t('header.menuOpen'), close: t('header.menuClose') }}
        LinkComponent={RouterLink}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter
        logo={
          <RouterLink href={home} className="self-start rounded-lg">
            <Logo name={brand} />
          </RouterLink>
        }
        tagline={t('footer.tagline')}
        groups={[
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
        ]}
        contact={{
          title: t('footer.contact'),
          email: siteConfig.contactEmail,
          emailLabel: t('footer.emailLabel', { email: siteConfig.contactEmail }),
          country: t('footer.country'),
        }}
        copyright={t('footer.copyright', { year: new Date().getFullYear(), brand })}
        LinkComponent={RouterLink}
      />
    </>
  );
}
