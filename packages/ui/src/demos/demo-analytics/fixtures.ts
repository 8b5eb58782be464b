import { demoAnalyticsCopy } from '@story/copy';
import type { DemoAnalyticsCopy } from './demo-analytics';

/** Demo 2 as the admin's `/admin/demo/2` shows it (English on every admin language). */
export const demoAnalyticsEn: DemoAnalyticsCopy = demoAnalyticsCopy;
