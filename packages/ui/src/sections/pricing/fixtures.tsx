import { storyCopy } from '@story/copy';
import { featuredTier, pricingOrder } from '@story/copy/home-content';
import type { Locale } from '@story/locale';
import type { PricingSectionProps } from './pricing-section';

/** The home page's pricing copy, in the order and with the featured tier the site uses. */
function pricing(locale: Locale): PricingSectionProps {
  const copy = storyCopy[locale].home.pricing;
  return {
    eyebrow: copy.eyebrow,
    title: copy.title,
    description: copy.description,
    tiers: pricingOrder.map((id) => ({ id, ...copy.tiers[id], featured: id === featuredTier })),
    featuredLabel: copy.featured,
    cta: { href: `/${locale}/contact`, label: copy.cta },
    note: copy.note,
  };
}

export const pricingEn = pricing('en');
export const pricingDe = pricing('de');
export const pricingTr = pricing('tr');
