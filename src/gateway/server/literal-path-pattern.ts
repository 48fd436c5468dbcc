// The URLPattern the gateway runtime gets (its `fetchAPI`): yoga tests every request against the
// readiness path `/readiness` (and, for GraphiQL and unknown routes, against the GraphQL path), and on
// Node 20 URLPattern is a polyfill that matches each URL component with a compiled expression. The
// runtime only ever builds patterns of one literal pathname, and for those a pattern matches exactly
// the URLs with that pathname; any other pattern is refused when built, so none matches wrongly.

/** Characters with a meaning in URLPattern's pathname syntax (named groups, wildcards, regexps, modifiers). */
const PATTERN_SYNTAX = /[:*(){}?+\\]/;

type PatternInput = string | { pathname?: string };

export class LiteralPathPattern {
  readonly pathname: string;

  constructor(init: PatternInput) {
    const pathname = typeof init === 'object' && init !== null ? init.pathname : undefined;
    if (typeof pathname !== 'string' || Object.keys(init).length !== 1 || !pathname.startsWith('/') || PATTERN_SYNTAX.test(pathname)) {
      throw new TypeError(`gateway: only a literal pathname is supported as URLPattern, not ${JSON.stringify(init)}`);
    }
    this.pathname = pathname;
  }

  /** Whether the URL's pathname is this one (every other component matches anything). */
  test(input: string | { pathname: string }, base?: string): boolean {
    if (typeof input !== 'string') return input.pathname === this.pathname;
    return URL.canParse(input, base) && new URL(input, base).pathname === this.pathname;
  }
}
