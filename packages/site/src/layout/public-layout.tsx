import { withoutLanguagePrefix } from '@zk/data/languages';
import type { Language } from '@zk/i18n';
import { LanguagePicker, SiteFooter, SiteHeader } from '@zk/ui';
import { useDataAdapters } from '@zk/data/react';
import { useEffect, type ReactNode } from 'react';
import { storePreferredLanguage } from '../app/language-preference';
import { useNavigationScroll } from '../app/use-navigation-scroll';
import { useI18n } from '../app/i18n-context';
import { useLocation } from '../app/location';
import { ChatWidgetLoader } from '../app/chat-widget-loader';
import { watchBanner } from '../banner/watch-banner';
import { usePropsContext } from '../app/use-props-context';
import { footerProps, headerProps, languageOptionsAt } from '../props/layout';

/**
 * Starts the countdown banner (in its own root at the top of the page, `banner/watch-banner.ts`) in
 * the task after the first commit: the event-stream client and the banner's code load after the page, and
 * their module preloads (measured up to 7 ms) stay out of hydration's own tasks. A banner the server
 * put into the page is on screen from the first paint regardless.
 */
function useCountdownBanner(): void {
  const { i18n } = useI18n();
  const adapters = useDataAdapters();
  useEffect(() => {
    const timer = setTimeout(() => watchBanner(i18n, adapters));
    return () => clearTimeout(timer);
  }, [i18n, adapters]);
}

/** Header, main landmark and footer around every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const context = usePropsContext();
  const { language, t } = context;
  const location = useLocation();
  useNavigationScroll();
  useCountdownBanner();

  const switchLanguage = (code: string) => {
    const next = code as Language;
    storePreferredLanguage(next);
    const rest = withoutLanguagePrefix(location.pathname);
    window.location.replace(`/${next}${rest}${location.search}${location.hash}`);
  };

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
        {...headerProps(context)}
        languagePicker={
          <LanguagePicker
            value={language}
            options={languageOptionsAt(location.pathname)}
            label={t('header.languageLabel')}
            onChange={switchLanguage}
          />
        }
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter {...footerProps(context, new Date().getFullYear())} />
    </>
  );
}
