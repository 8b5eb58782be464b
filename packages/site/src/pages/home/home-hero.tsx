import { Hero } from '@zk/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { usePropsContext } from '../../app/use-props-context';
import { heroProps } from '../../props/home-hero';

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
  const decor = useLazyDecor();
  return <Hero id="hero" typing {...heroProps(usePropsContext())} decor={decor} />;
}
