/** `/admin` and everything under it, with or without a language prefix (`/de/admin/...`). */
const adminPath = /^(\/(en|de|tr))?\/admin(\/|$)/;

/** Whether a request path belongs to the admin area (its client-rendered shell and routes). */
export function isAdminPath(path: string): boolean {
  return adminPath.test(path) || path === '/admin.html';
}
