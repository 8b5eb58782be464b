import { inLocales } from '@story/copy';
import { comingSoonProps } from '@zk/site/props';

/** The home page's cold-email card in each language, mapped by the site's own `comingSoonProps`. */
export const { en: comingSoonEn, de: comingSoonDe, tr: comingSoonTr } = inLocales(comingSoonProps);
