import { Button, type HeroProps } from '@zk/ui';
import { ArrowRight } from 'lucide-react';
import type { PropsContext } from './context';
import { heroClaim, heroClaimNote } from './home-figures';

/** The contact page, where the hero's and the pricing's buttons lead. */
export const contactHref = ({ language }: PropsContext) => `/${language}/contact`;

/** The hero's copy, its claim (with the configured savings figure, if any) and consultation button (the page adds typing and its lazy decor). */
export function heroProps(context: PropsContext): HeroProps {
  const { t, Link, site } = context;
  const hero = t('home.hero');
  return {
    eyebrow: hero.eyebrow,
    headline: hero.headline,
    subtitle: hero.subtitle,
    action: (
      <Button asChild size="lg">
        <Link href={contactHref(context)}>
          {hero.cta}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    ),
    claim: heroClaim(t, site.results),
    claimNote: heroClaimNote(t, site.results),
  };
}
