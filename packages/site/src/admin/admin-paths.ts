/**
 * The admin area's paths, shared with the server (`packages/data/src/domain/languages.ts`): its base
 * path for a location (`/admin`, or `/de/admin` under a language prefix), the sign-in address that
 * remembers a page (`/admin?from=...`) and where the sign-in screen sends a signed-in operator.
 */
export { adminBase, adminSignInAddress, adminSignInDestination } from '@zk/data/languages';
