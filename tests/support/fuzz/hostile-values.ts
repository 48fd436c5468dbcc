// Values an attacker or a broken client sends: injection-shaped text, control characters, lone
// surrogates, oversized strings, numbers at the edges of JSON, prototype-polluting keys.
import fc from 'fast-check';

export const INJECTIONS = [
  "' OR '1'='1' --",
  "'; drop table users; --",
  '"); select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fusers%2f1',
  '${7*7}',
  '{{7*7}}',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\r\nSet-Cookie: x=1',
  '=cmd|"/C calc"!A0',
  '🐄🥛',
  'Ä'.repeat(300),
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '16.0',
  'true',
  'null',
  '',
  ' ',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 5, 95, 100, 999_999_999),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'is_superuser', 'user', 'password_hash'];

/** Any JSON value at all, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  hostileNumber,
  fc.constant(null),
  fc.array(fc.constant([]), { maxLength: 3 }),
);
