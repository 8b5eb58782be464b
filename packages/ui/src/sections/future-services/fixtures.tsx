import { inLocales } from '@story/copy';
import { futureServicesProps } from '@zk/site/props';

/** The home page's future services in each language, mapped by the site's own `futureServicesProps`. */
export const { en: futureEn, de: futureDe, tr: futureTr } = inLocales(futureServicesProps);
