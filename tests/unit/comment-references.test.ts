// Comments point into the repository: product rules by their heading in docs/product-rules.md, never
// section numbers of a document outside it, issue numbers or the branches a change was made on.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';

const tracked = () =>
  execFileSync('git', ['ls-files', 'src', 'tests', 'bench', 'tools', 'mesh'], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs|css|graphql)$/.test(f) && !f.startsWith('tools/spec-refs/') && f !== 'tests/unit/comment-references.test.ts');

test('no spec section numbers remain (tools/spec-refs/rewrite.mjs --check)', () => {
  expect(() => execFileSync('node', ['tools/spec-refs/rewrite.mjs', '--check'], { encoding: 'utf8', stdio: 'pipe' })).not.toThrow();
});

test('no issue numbers or branch names in comments', () => {
  const found: string[] = [];
  for (const file of tracked()) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/\(branch [a-z-]+\)|\bissues? #?\d+\b/i.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

test('every product-rules pointer names a heading of docs/product-rules.md', () => {
  const headings = new Set(readFileSync('docs/product-rules.md', 'utf8').split('\n').flatMap((l) => (/^#{2,4} /.test(l) ? [l.replace(/^#+ /, '').trim()] : [])));
  const missing = new Set<string>();
  for (const file of tracked()) {
    for (const m of readFileSync(file, 'utf8').matchAll(/product rules ‹([^›]+)›((?:, ‹[^›]+›)*)/gi)) for (const name of [m[1]!, ...[...m[2]!.matchAll(/‹([^›]+)›/g)].map((x) => x[1]!)]) if (!headings.has(name)) missing.add(`${file}: ‹${name}›`);
  }
  expect([...missing]).toEqual([]);
});
