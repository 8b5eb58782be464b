import { inLocales } from '@story/copy';
import { aboutProps } from '@zk/site/props';

/** The about page's sections in each language, mapped by the site's own `aboutProps`. */
export const { en: aboutEn, de: aboutDe, tr: aboutTr } = inLocales(aboutProps);
