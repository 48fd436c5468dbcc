// The URLPattern the gateway runtime uses for its fixed paths (src/gateway/server/literal-path-pattern.ts):
// it matches what URLPattern({ pathname }) matches for a literal pathname, and refuses any pattern syntax.
import { describe, expect, it } from 'vitest';
import { LiteralPathPattern } from '../../src/gateway/server/literal-path-pattern.ts';

describe('LiteralPathPattern', () => {
  const readiness = new LiteralPathPattern({ pathname: '/readiness' });

  it('matches a URL with exactly that pathname, whatever its origin and query', () => {
    expect(readiness.test(new URL('http://localhost/readiness'))).toBe(true);
    expect(readiness.test('https://example.org:8443/readiness?x=1#top')).toBe(true);
    expect(readiness.test('/readiness', 'http://localhost')).toBe(true);
  });

  it('does not match other pathnames, a trailing slash, a prefix or a longer path', () => {
    for (const url of ['http://localhost/graphql', 'http://localhost/readiness/', 'http://localhost/ready', 'http://localhost/readiness/x', 'http://localhost/x/readiness']) {
      expect(readiness.test(new URL(url)), url).toBe(false);
      expect(readiness.test(url), url).toBe(false);
    }
    expect(readiness.test('not a url')).toBe(false);
  });

  it('refuses patterns with syntax or components it does not implement', () => {
    for (const init of [{ pathname: '/graphql/:id' }, { pathname: '/graphql*' }, { pathname: '/(a|b)' }, { pathname: '/graphql', search: 'x' }, { pathname: 'graphql' }, '/graphql']) {
      expect(() => new LiteralPathPattern(init as never), JSON.stringify(init)).toThrow(TypeError);
    }
  });
});
