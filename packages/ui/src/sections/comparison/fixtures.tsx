import { inLocales } from '@story/copy';
import { comparisonProps } from '@zk/site/props';

/** The home page's comparison in each language, mapped by the site's own `comparisonProps`. */
export const { en: comparisonEn, de: comparisonDe, tr: comparisonTr } = inLocales(comparisonProps);
