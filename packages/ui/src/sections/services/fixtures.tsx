import { inLocales } from '@story/copy';
import { servicesProps } from '@zk/site/props';

/** The home page's services in each language, mapped by the site's own `servicesProps` (its cards, without the coming-soon children). */
export const { en: servicesEn, de: servicesDe, tr: servicesTr } = inLocales(servicesProps);
