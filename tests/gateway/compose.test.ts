// The committed composition is current: mesh/openapi.json and mesh/supergraph.graphql match a fresh
// compose of today's REST surface, and src/gateway/client/generated matches a fresh codegen. When this
// fails: `npm run mesh && npm run codegen`, review the diff, commit.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import codegenConfig from '../../codegen.ts';

const root = resolve(import.meta.dirname, '../..');

describe('committed gateway artefacts', () => {
  it('the supergraph is a fresh compose of the current OpenAPI', async () => {
    // A child process: the compose library calls process.exit(1) on errors.
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'mesh/compose.ts', '--check'], { cwd: root });
    await expect(run).resolves.toMatchObject({ stdout: expect.stringContaining('are current') });
  });

  it('the generated typed documents are a fresh codegen of the operations', async () => {
    const outputs = (await generate({ ...codegenConfig, cwd: root, silent: true }, false)) as { filename: string; content: string }[];
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      expect(readFileSync(resolve(root, filename), 'utf8'), `${filename} is stale: run npm run codegen`).toBe(content);
    }
  });
});
