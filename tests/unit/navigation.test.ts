import { describe, expect, it } from 'vitest';
import {
  afterLoginPath, CRAWLABLE_PATHS, isPublicPath, isSafeRedirect, isTermsPath, loginRedirectPath, RESET_PASSWORD_VERIFICATION_PATH, VERIFY_EMAIL_PATH,
} from '../../src/domain/navigation.ts';
import { ROBOTS_TXT } from '../../src/server/robots.ts';

describe('route rules', () => {
  it('public paths (with queries and trailing slashes)', () => {
    for (const p of ['/login', '/login?redirect=%2Ffarms', '/impressum', '/privacy-policy/', '/reset-password', '/reset-password-instructions-sent', '/reset-password-verification?token=t&email=e', '/reset-password-verification-success', '/404']) {
      expect(isPublicPath(p)).toBe(true);
    }
    for (const p of ['/', '/farms', '/terms-of-service', '/data-export', '/loginx', '/users?new']) expect(isPublicPath(p)).toBe(false);
    expect(isTermsPath('/terms-of-service?x=1')).toBe(true);
    expect(isTermsPath('/')).toBe(false);
  });

  it('the pages the server mails links to and lets crawlers read open without a login', () => {
    // Someone who follows a reset or verification link is not signed in; robots.txt lists login and legal texts.
    for (const p of [RESET_PASSWORD_VERIFICATION_PATH, VERIFY_EMAIL_PATH, ...CRAWLABLE_PATHS]) expect(isPublicPath(`${p}?token=t`)).toBe(true);
    expect(ROBOTS_TXT).toBe('User-agent: *\nAllow: /login\nAllow: /impressum\nAllow: /privacy-policy\nDisallow: /\n');
  });

  it('login redirect: the current path, not for /, reusing an existing redirect', () => {
    expect(loginRedirectPath('/farms/3')).toBe('/login?redirect=%2Ffarms%2F3');
    expect(loginRedirectPath('/users?new')).toBe('/login?redirect=%2Fusers%3Fnew');
    expect(loginRedirectPath('/')).toBe('/login');
    expect(loginRedirectPath('')).toBe('/login');
    expect(loginRedirectPath('/login')).toBe('/login');
    expect(loginRedirectPath('/login?redirect=%2Ffarms')).toBe('/login?redirect=%2Ffarms');
    expect(loginRedirectPath('/terms-of-service?redirect=%2Fcontrolling')).toBe('/login?redirect=%2Fcontrolling');
    expect(loginRedirectPath('/login?redirect=https%3A%2F%2Fevil.example')).toBe('/login');
  });

  it('after login: the redirect parameter if it is a safe string, else /', () => {
    expect(afterLoginPath('?redirect=%2Ffarms%2F3')).toBe('/farms/3');
    expect(afterLoginPath('redirect=/users?new')).toBe('/users?new');
    expect(afterLoginPath(new URLSearchParams({ redirect: '/controlling' }))).toBe('/controlling');
    expect(afterLoginPath('')).toBe('/');
    for (const bad of ['//evil.example', 'https://evil.example', 'farms', '/\\evil']) expect(afterLoginPath(new URLSearchParams({ redirect: bad }))).toBe('/');
    expect(isSafeRedirect(undefined)).toBe(false);
  });
});
