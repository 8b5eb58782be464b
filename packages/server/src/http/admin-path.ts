import { isAdminPath } from '@zk/data';

/**
 * Whether a request is for the admin area: a path of it (`isAdminPath` in
 * `packages/data/src/domain/languages.ts`, the rule the site's router uses too) or the admin
 * shell's own file, which the server sends like any admin path (noindex, the admin CSP).
 */
export function isAdminRequest(path: string): boolean {
  return isAdminPath(path) || path === '/admin.html';
}
