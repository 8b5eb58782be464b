export { DemoStore, type DemoStoreCopy, type DemoStoreProps } from './demo-store';
export type { DemoProduct } from './product-card';
export type { ProductArt } from './artwork';
