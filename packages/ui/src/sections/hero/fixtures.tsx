import { inLocales } from '@story/copy';
import { heroProps } from '@zk/site/props';

/** The home page's hero in each language, mapped by the site's own `heroProps` (the page adds typing and its lazy decor). */
export const { en: heroEn, de: heroDe, tr: heroTr } = inLocales(heroProps);
