export * from './domain/index.ts';
export type * from './ports.ts';
export { createLocalAdapters, type LocalAdapterOptions, type FetchLike } from './adapters/local/index.ts';
