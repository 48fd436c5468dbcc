// Charts load lazily: only the two chart modules import nivo, and every module that
// names them does so through a dynamic import(), so no page chunk (the evaluation list, the
// dashboard's report, the detail page itself) pulls nivo in statically.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const CHART_MODULES = ['views/pages/evaluations/deviation/DeviationChart.tsx', 'views/pages/evaluations/timeline/TimelineChart.tsx'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('charts load lazily', () => {
  const sources = files(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
  it('only the chart modules import nivo', () => {
    const importers = sources.filter((s) => /from '@nivo\//.test(s.text)).map((s) => s.path);
    expect(importers.sort()).toEqual([...CHART_MODULES].sort());
  });
  it('the chart modules are imported only dynamically', () => {
    for (const chart of CHART_MODULES) {
      const base = chart.split('/').at(-1)!.replace('.tsx', '');
      const users = sources.filter((s) => s.path !== chart && s.text.includes(`${base}.tsx'`));
      expect(users.length).toBeGreaterThan(0);
      for (const u of users) {
        expect(u.text, u.path).toMatch(new RegExp(`import\\(\\s*'[^']*${base}\\.tsx'\\s*\\)`));
        expect(u.text, u.path).not.toMatch(new RegExp(`from '[^']*${base}\\.tsx'`));
      }
    }
  });
});
