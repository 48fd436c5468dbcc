// The Node.js requirement is stated once (package.json engines) and checked before start, dev and
// test with a German message, instead of failing later inside Vite or oxlint.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem, REQUIRED_NODE } from '../../tools/check-node.mjs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('Node.js version check', () => {
  it('states the same requirement as package.json', () => {
    expect(pkg.engines.node).toBe(REQUIRED_NODE);
  });

  it.each(['v20.19.0', 'v20.20.2', 'v22.12.0', 'v22.15.1', 'v24.1.0'])('accepts %s', (version) => {
    expect(nodeVersionProblem(version)).toBeNull();
  });

  it.each(['v18.20.4', 'v20.18.3', 'v21.7.3', 'v22.11.0'])('refuses %s in German, naming the version found', (version) => {
    const message = nodeVersionProblem(version);
    expect(message).toContain('Herdenblick braucht Node.js 20.19');
    expect(message).toContain(`gefunden: ${version}`);
  });

  it('runs before start, dev and test, and passes on this machine', () => {
    for (const script of ['prestart', 'predev', 'pretest']) expect(pkg.scripts[script]).toBe('node tools/check-node.mjs');
    const run = spawnSync(process.execPath, ['tools/check-node.mjs'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});
