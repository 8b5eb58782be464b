import { storyCopy } from '@story/copy';
import type { Locale } from '@story/locale';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../primitives/button';
import type { HeroProps } from './hero';

/** The home page's hero, mapped as `HomeHero` in packages/site does (without its lazy decor and typing). */
function hero(locale: Locale): HeroProps {
  const copy = storyCopy[locale].home.hero;
  return {
    eyebrow: copy.eyebrow,
    headline: copy.headline,
    subtitle: copy.subtitle,
    action: (
      <Button asChild size="lg">
        <a href={`/${locale}/contact`}>
          {copy.cta}
          <ArrowRight aria-hidden />
        </a>
      </Button>
    ),
    claim: copy.claim,
  };
}

export const heroEn = hero('en');
export const heroDe = hero('de');
export const heroTr = hero('tr');
