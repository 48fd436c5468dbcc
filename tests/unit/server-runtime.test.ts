// The benches that start the server themselves (load, login, bootstrap, national-upload, the
// gateway bench's server, the start probe of evaluation) take its flags and environment from
// bench/server-runtime.ts; `npm start` must say the same, or they measure another server than a
// deployment runs.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../bench/server-runtime.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const words: string[] = pkg.scripts.start.split(/\s+/);

describe('npm start and the benches', () => {
  it('give node the same flags', () => {
    const node = words.indexOf('node');
    for (const flag of SERVER_NODE_FLAGS) expect(words.slice(node + 1, words.indexOf('--import'))).toContain(flag);
  });

  it('set the same environment before node', () => {
    const before = words.slice(0, words.indexOf('node'));
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(before).toContain(`${name}=${value}`);
  });

  it('are what every bench that starts a server passes', () => {
    const benchDir = new URL('../../bench/', import.meta.url);
    const starts: string[] = [];
    for (const file of readdirSync(benchDir).filter((f) => f.endsWith('.ts'))) {
      for (const line of readFileSync(new URL(file, benchDir), 'utf8').split('\n')) {
        if (!/\b(spawn|fork|execFileSync)\(/.test(line) || !/src\/server\/start\.ts|'--serve'|start-probe\.ts/.test(line)) continue;
        starts.push(file);
        expect(line, file).toContain('...SERVER_NODE_FLAGS');
      }
    }
    expect(new Set(starts).size).toBeGreaterThanOrEqual(6);
  });
});
