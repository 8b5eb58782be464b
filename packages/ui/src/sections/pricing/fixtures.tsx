import { inLocales } from '@story/copy';
import { pricingProps } from '@zk/site/props';

/** The home page's pricing in each language, mapped by the site's own `pricingProps`. */
export const { en: pricingEn, de: pricingDe, tr: pricingTr } = inLocales(pricingProps);
