import { demoAnalyticsProps } from '@zk/site/props';

/** Demo 2 as the admin's `/admin/demo/2` shows it (English on every admin language). */
export const demoAnalyticsEn = demoAnalyticsProps().copy;
