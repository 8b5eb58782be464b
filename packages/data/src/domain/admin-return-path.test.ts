import { describe, expect, it } from 'vitest';
import { adminReturnPath, adminSignInAddress, adminSignInDestination, isAdminSignInPath } from './languages.ts';

describe('where the operator goes after sign-in', () => {
  it('is a path of the admin area, with its query and hash', () => {
    expect(adminReturnPath('/admin/dashboard')).toBe('/admin/dashboard');
    expect(adminReturnPath('/de/admin/demo/2?tab=1#top')).toBe('/de/admin/demo/2?tab=1#top');
    expect(adminReturnPath('/tr/admin/demo/1')).toBe('/tr/admin/demo/1');
  });

  it('is never another site, a public page, the sign-in screen or a way out of the area', () => {
    for (const value of [
      'https://evil.example/admin/dashboard',
      '//evil.example/admin/dashboard',
      '/\\evil.example/admin/dashboard',
      '/\t/evil.example/admin',
      'javascript:alert(1)',
      'admin/dashboard',
      '/en/faq',
      '/admin',
      '/de/admin/',
      '/admin/../en/contact',
      '/admin/%2e%2e/en',
      '/administrator',
      '',
      null,
      undefined,
    ]) {
      expect(adminReturnPath(value), String(value)).toBeNull();
    }
  });

  it('is carried by the sign-in address of the same language', () => {
    expect(adminSignInAddress('/admin/demo/2')).toBe('/admin?from=%2Fadmin%2Fdemo%2F2');
    expect(adminSignInAddress('/de/admin/dashboard?x=1')).toBe('/de/admin?from=%2Fde%2Fadmin%2Fdashboard%3Fx%3D1');
    expect(adminSignInAddress('/tr/admin')).toBe('/tr/admin');
  });

  it('is where the sign-in screen sends a signed-in operator, else the dashboard of its language', () => {
    expect(adminSignInDestination('/admin', '?from=%2Fadmin%2Fdemo%2F2')).toBe('/admin/demo/2');
    expect(adminSignInDestination('/de/admin', '')).toBe('/de/admin/dashboard');
    expect(adminSignInDestination('/tr/admin', '?from=https%3A%2F%2Fevil.example')).toBe('/tr/admin/dashboard');
  });

  it('knows the sign-in screen itself', () => {
    expect(['/admin', '/admin/', '/de/admin', '/tr/admin'].every(isAdminSignInPath)).toBe(true);
    expect(['/admin/dashboard', '/de/admin/demo/1', '/de', '/xx/admin'].some(isAdminSignInPath)).toBe(false);
  });
});
