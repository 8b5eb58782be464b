import { demoStoreProps } from '@zk/site/props';

/** Demo 1 as the admin's `/admin/demo/1` shows it (English on every admin language). */
export const demoStoreEn = demoStoreProps();
