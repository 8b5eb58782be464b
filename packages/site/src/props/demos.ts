import { demoAnalyticsCopy, demoStore, demoStoreCopy, demoStoreProducts } from '@zk/i18n/demo-copy';
import type { DemoAnalyticsProps, DemoStoreProps } from '@zk/ui/admin';

/** Demo 1, the electronics store (English on every admin language: it stands for a prospect's site). */
export const demoStoreProps = (): DemoStoreProps => ({ copy: demoStoreCopy, cartCount: demoStore.cartCount, products: demoStoreProducts });

/** Demo 2, the analytics-platform landing page (English, as demo 1). */
export const demoAnalyticsProps = (): DemoAnalyticsProps => ({ copy: demoAnalyticsCopy });
