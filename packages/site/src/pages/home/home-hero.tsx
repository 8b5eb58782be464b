import { Button, Hero } from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useI18n } from '../../app/i18n-context';
import { RouterLink } from '../../components/router-link';
import { siteConfig } from '../../site-config';
import { heroClaim } from './home-figures';
import { useHomeCopy } from './use-home-copy';

/** Loads the decorative motion only where it will show, after hydration and off the critical path. */
function useLazyDecor(): ReactNode {
  const [decor, setDecor] = useState<ReactNode>(null);
  useEffect(() => {
    const wanted = window.matchMedia?.('(prefers-reduced-motion: no-preference) and (pointer: fine)').matches;
    if (!wanted) return;
    let cancelled = false;
    const load = () =>
      void import('./hero-decor').then((module) => {
        if (!cancelled) setDecor(<module.HeroDecor />);
      });
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 200);
    return () => {
      cancelled = true;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return decor;
}

export function HomeHero() {
  const { language, t } = useI18n();
  const { hero } = useHomeCopy();
  const decor = useLazyDecor();
  return (
    <Hero
      id="hero"
      typing
      eyebrow={hero.eyebrow}
      headline={hero.headline}
      subtitle={hero.subtitle}
      action={
        <Button asChild size="lg">
          <RouterLink href={`/${language}/contact`}>
            {hero.cta}
            <ArrowRight aria-hidden />
          </RouterLink>
        </Button>
      }
      claim={heroClaim(t, siteConfig.results)}
      decor={decor}
    />
  );
}
