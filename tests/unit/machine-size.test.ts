// A machine's statechart reads on one screen: every src/machines/<flow>/machine.ts stays within 150
// lines; a larger flow moves its types and named implementations into setup.ts (docs/architecture.md).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MACHINES = join(import.meta.dirname, '../../src/machines');
const LIMIT = 150;

describe('machine files', () => {
  const flows = readdirSync(MACHINES, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(MACHINES, d.name, 'machine.ts')));
  it('finds the flows', () => expect(flows.length).toBeGreaterThan(10));
  it.each(flows.map((d) => d.name))('%s/machine.ts has at most 150 lines', (flow) => {
    const lines = readFileSync(join(MACHINES, flow, 'machine.ts'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(LIMIT);
  });
});
