import { describe, expect, it } from 'vitest';
import { allPublicRoutes, publicPageAt } from './pages';

describe('publicPageAt', () => {
  it('finds the page of every public path, with or without a trailing slash', () => {
    for (const { page, path } of allPublicRoutes()) {
      expect(publicPageAt(path)).toBe(page);
      expect(publicPageAt(`${path}/`)).toBe(page);
    }
  });

  it('finds no page for other paths', () => {
    for (const path of ['/', '/fr', '/en/home', '/en/admin', '/de/admin/dashboard', '/en/faq/x', '/contact']) {
      expect(publicPageAt(path), path).toBeNull();
    }
  });
});
