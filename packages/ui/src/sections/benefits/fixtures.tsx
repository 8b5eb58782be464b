import { inLocales } from '@story/copy';
import { benefitsProps } from '@zk/site/props';

/** The home page's benefits in each language, mapped by the site's own `benefitsProps`. */
export const { en: benefitsEn, de: benefitsDe, tr: benefitsTr } = inLocales(benefitsProps);
