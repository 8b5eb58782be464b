import { demoStore, demoStoreCopy, demoStoreProducts } from '@story/copy';
import type { DemoStoreProps } from './demo-store';

/** Demo 1 as the admin's `/admin/demo/1` shows it (English on every admin language). */
export const demoStoreEn: DemoStoreProps = { copy: demoStoreCopy, cartCount: demoStore.cartCount, products: demoStoreProducts };
