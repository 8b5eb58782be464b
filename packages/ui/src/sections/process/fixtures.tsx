import { inLocales } from '@story/copy';
import { processProps } from '@zk/site/props';

/** The home page's process in each language, mapped by the site's own `processProps`. */
export const { en: processEn, de: processDe, tr: processTr } = inLocales(processProps);
