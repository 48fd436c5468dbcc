// The rewrite's readings of the reference forms the code used (tools/spec-refs/rewrite.mjs).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { HINTS, PARTS, SECTIONS } from './mapping.mjs';
import { rewrite } from './rewrite.mjs';

const one = (text: string, path?: string) => rewrite(text, path).text;

test('a section, a named part, and a continuation keep their document', () => {
  expect(one('// Rules (spec 1 §5).')).toBe('// Rules (product rules ‹Validation rules›).');
  expect(one("// (spec 1 §4 'User save', §7 'Users')")).toBe('// (product rules ‹User save›, ‹User calls›)');
  expect(one('// (spec 2 §2.5 and §6)')).toBe('// (product rules ‹Evaluation detail›, ‹Evaluation permissions›)');
  expect(one('// (spec 1 §7 Farms, Locations, Sites)')).toBe('// (product rules ‹Master-data calls›)');
});

test('ranges expand, and two documents side by side become one pointer', () => {
  expect(one('// (spec 2 §2.5–§2.7)')).toBe('// (product rules ‹Evaluation detail›, ‹Deviation page›, ‹Timeline page›)');
  expect(one('// (spec 1 §2 / spec 2 §2)')).toBe('// (product rules ‹Screens and routes›)');
});

test('a quoted UI text that is not a part stays; a capital stays capital', () => {
  expect(one("/** Spec 2 §2.1 'Möchten Sie ... wirklich löschen?' */")).toBe("/** Product rules ‹Evaluations list› 'Möchten Sie ... wirklich löschen?' */");
});

test('a bare reference continues the one before it, across a comment line break', () => {
  expect(one('// (spec 2 §2.8 export, §2.9 data check)')).toBe('// (product rules ‹Data export› export, product rules ‹Data check› data check)');
  expect(one('// (spec 2 §2.3,\n// §2.4)')).toBe('// (product rules ‹Comparison-group modals›,\n// ‹Figure-filter modals›)');
  expect(one('// Angaben gemäß § 5 DDG')).toBe('// Angaben gemäß § 5 DDG');
});

test('a bare section reference follows its line, then its file', () => {
  expect(one('/** User list order (spec 1 §2). */')).toBe('/** User list order (product rules ‹User list›). */');
  expect(one('// Session recovery (spec 1 §4): refresh once.', 'src/machines/session/machine.ts')).toBe(
    '// Session recovery (product rules ‹Session recovery›): refresh once.',
  );
  expect(one('// (spec 1 §2)', 'src/views/routes.tsx')).toBe('// (product rules ‹Screens and routes›)');
});

test('inside a string literal the quotes stay balanced', () => {
  expect(one(`it("refusals of spec 1 §8 'Specific' have dialogs")`)).toBe(`it("refusals of product rules ‹Login, terms and user errors› have dialogs")`);
});

test('a section the rules do not have stays as it was and is reported once', () => {
  const r = rewrite('// (spec 1 §12)');
  expect(r.text).toBe('// (spec 1 §12)');
  expect(r.unmapped.map((u) => u.key)).toEqual(['1§12']);
});

test('every heading a pointer names is one heading of docs/product-rules.md', () => {
  const doc = readFileSync(resolve(import.meta.dirname, '../../docs/product-rules.md'), 'utf8');
  const headings = [...doc.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]);
  expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
  const targets = new Set([
    ...Object.values(SECTIONS),
    ...Object.values(PARTS).flatMap((p) => Object.values(p)),
    ...Object.values(HINTS).flatMap((h) => h.map((x) => x.heading)),
  ]);
  expect([...targets].filter((t) => !headings.includes(t))).toEqual([]);
});
