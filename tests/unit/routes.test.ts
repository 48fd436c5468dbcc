// The route table of product rules ‹Screens and routes›: layouts per route, public routes agree with the guard's rule, titles.
import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../src/domain/navigation.ts';
import { documentTitle, FALLBACK_ROUTE, ROUTES } from '../../src/views/routes.tsx';

const byPath = (path: string) => ROUTES.find((r) => r.path === path);

describe('route table', () => {
  it('chooses the layout of product rules ‹Screens and routes› per route (default when none)', () => {
    const expected: Record<string, string> = {
      '/login': 'full-screen',
      '/terms-of-service': 'limited-header',
      '/profile': 'half-width',
      '/data-export': 'half-width',
      // Not in the spec (the upload's door): laid out like the export.
      '/data-import': 'half-width',
      '/privacy-policy': 'half-width',
      '/impressum': 'half-width',
      '/reset-password': 'half-width',
      '/reset-password-instructions-sent': 'half-width',
      '/reset-password-verification': 'half-width',
      '/reset-password-verification-success': 'half-width',
      '/verify-email': 'half-width',
    };
    for (const route of ROUTES) expect(route.layout, route.path).toBe(expected[route.path] ?? 'default');
    expect(FALLBACK_ROUTE.layout).toBe('default');
  });

  it('marks exactly the guard-free paths of src/domain/navigation.ts as public', () => {
    for (const route of ROUTES) {
      const concrete = route.path.replace(/:(\w+)/g, '1');
      expect(route.access === 'public', route.path).toBe(isPublicPath(concrete));
    }
  });

  it('names the routes of the spec', () => {
    expect(byPath('/login')?.name).toBe('login');
    expect(byPath('/')?.name).toBe('home');
    expect(byPath('/survey/:id')?.name).toBe('survey');
    expect(byPath('/controlling')?.name).toBe('controlling');
    expect(byPath('/data-check')?.name).toBe('data-check');
    expect(byPath('/terms-of-service')?.name).toBe('terms-of-service');
  });

  it('uses the guards of the spec: terms page, evaluations, data export', () => {
    expect(byPath('/terms-of-service')?.access).toBe('terms');
    expect(byPath('/data-export')?.access).toBe('data-export');
    expect(byPath('/data-import')?.access).toBe('data-import');
    expect(byPath('/data-check')?.name).toBe('data-check');
    for (const r of ROUTES.filter((x) => x.path.startsWith('/evaluations'))) expect(r.access).toBe('evaluation');
  });

  it("formats page titles as '{title} • Herdenblick'", () => {
    expect(documentTitle('Login')).toBe('Login • Herdenblick');
  });
});
