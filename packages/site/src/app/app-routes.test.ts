import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => Object.assign(globalThis, { __SITE_CONFIG__: { siteUrl: 'http://localhost:3000', contactEmail: 'hello@example.com' } }));
const { isAdminPath } = await import('./app-routes');

describe('isAdminPath', () => {
  it('sends /admin and /{lang}/admin with everything under them to the admin area', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/de/admin', '/tr/admin/demo/1']) expect(isAdminPath(path), path).toBe(true);
  });
  it('leaves public pages and look-alikes to the public routes', () => {
    for (const path of ['/en', '/en/about', '/administrator', '/en/admins', '/en/faq/admin']) expect(isAdminPath(path), path).toBe(false);
  });
});
