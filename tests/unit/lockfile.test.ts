// A fresh clone's `npm install` leaves package-lock.json as committed. npm rewrites the lockfile when
// it lacks a package some listed package depends on, optional ones included (a lockfile written
// where oxlint's per-platform bindings were missing gained about 290 lines on every install), or
// when package.json asks for something the lockfile's root entry does not say.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

type Deps = Record<string, string>;
interface LockEntry {
  link?: boolean;
  dependencies?: Deps;
  optionalDependencies?: Deps;
  devDependencies?: Deps;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** `where → name` for every dependency (optional ones included) that no lockfile entry provides, found as Node resolves it. */
function unresolved(lock: Lockfile): string[] {
  const out: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    const names = Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...(where === '' ? entry.devDependencies : {}) });
    for (const name of names) {
      let dir = where;
      for (;;) {
        if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages) break;
        if (!dir) {
          out.push(`${where || '(root)'} → ${name}`);
          break;
        }
        const up = dir.lastIndexOf('/node_modules/');
        dir = up < 0 ? '' : dir.slice(0, up);
      }
    }
  }
  return out;
}

describe('package-lock.json', () => {
  const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as Lockfile & { packages: { '': LockEntry } };
  const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { dependencies: Deps; devDependencies: Deps };

  it('lists every package that a listed package depends on, optional platform bindings included', () => {
    expect(unresolved(lock)).toEqual([]);
  });

  it('has the dependencies of package.json in its root entry', () => {
    expect(lock.packages[''].dependencies).toEqual(pkg.dependencies);
    expect(lock.packages[''].devDependencies).toEqual(pkg.devDependencies);
  });

  it('the check notices a missing optional binding and resolves nested packages as Node does', () => {
    const sample: Lockfile = {
      packages: {
        '': { devDependencies: { linter: '1.0.0' } },
        'node_modules/linter': { optionalDependencies: { 'binding-a': '1.0.0', 'binding-b': '1.0.0' }, dependencies: { util: '2.0.0' } },
        'node_modules/linter/node_modules/util': { dependencies: { 'binding-a': '1.0.0' } },
        'node_modules/binding-a': {},
      },
    };
    expect(unresolved(sample)).toEqual(['node_modules/linter → binding-b']);
  });
});
