// The walls hold in the code base, and the check would notice a breach: the same scanner runs over
// a temporary tree with one crossing import per wall (and clean neighbours that must pass). Likewise
// no import cycles among the files of src/ beyond the known ones listed with their reason.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from '../support/import-cycles.ts';
import { readSources, viewWrites, wallViolations, WALLS } from '../support/walls.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Import cycles that stay, each with the reason. A new cycle fails, and so does one listed here that is gone. */
const KNOWN_CYCLES: { files: string[]; reason: string }[] = [
  {
    files: ['src/api/db/schema/evaluations.ts', 'src/api/db/schema/organisations.ts', 'src/api/db/schema/profiles.ts', 'src/api/db/schema/reports.ts', 'src/api/db/schema/users.ts'],
    reason:
      "The data model's foreign keys point both ways (farm → user who accepted the terms and user → farm, location → active profile and back, " +
      "site → latest report and back, user → default evaluation and back). Drizzle reads each `.references(() => table.id)` only when it " +
      'builds the constraints, after every module has loaded, so the load order does not matter; one file per aggregate stays readable.',
  },
];

describe('walls between the parts', () => {
  it('hold in src/ and tools/', () => {
    const files = readSources(ROOT, ['src', 'tools']);
    expect(files.some((f) => f.path.startsWith('src/domain/'))).toBe(true);
    expect(files.some((f) => f.path === 'src/engine/index.ts')).toBe(true);
    expect(wallViolations(files)).toEqual([]);
  });

  it('keep views from writing: every mutation goes through src/app/write.ts', () => {
    const files = readSources(ROOT, ['src/views']);
    expect(files.length).toBeGreaterThan(50);
    expect(viewWrites(files)).toEqual([]);
    const breach = [
      { path: 'src/views/pages/x/Save.tsx', source: "import { useMutation } from 'urql';\n// client.mutation( in a comment is fine\nconst [, save] = useMutation(Doc);" },
      { path: 'src/views/pages/x/Send.ts', source: "export const send = () => client.mutation(Doc, {}).toPromise();" },
      { path: 'src/app/write.ts', source: "client.mutation(Doc, {});" },
    ];
    expect(viewWrites(breach).map((v) => `${v.file}:${v.line}`)).toEqual(['src/views/pages/x/Save.tsx:1', 'src/views/pages/x/Save.tsx:3', 'src/views/pages/x/Send.ts:1']);
  });

  it('have no import cycles in src/ but the known ones', () => {
    const cycles = importCycles(readSources(ROOT, ['src']));
    expect(cycles).toEqual(KNOWN_CYCLES.map((c) => [...c.files].sort()));
  });

  it('catch an import cycle (checker run over a temporary tree)', () => {
    const tree = mkdtempSync(join(tmpdir(), 'herdenblick-cycles-'));
    try {
      const write = (path: string, source: string) => {
        mkdirSync(dirname(join(tree, path)), { recursive: true });
        writeFileSync(join(tree, path), `${source}\nexport const x = 1;\n`);
      };
      // Two files importing each other; three around a loop, one of them through a re-export.
      write('src/pair/a.ts', "import { x } from './b.ts';");
      write('src/pair/b.ts', "import { x } from './a.ts';");
      write('src/ring/one.ts', "import { x } from './two.ts';");
      write('src/ring/two.ts', "export { x } from './three.ts';");
      write('src/ring/three.ts', "import './one.ts';");
      // Not cycles: type-only imports and a dynamic import() run nothing at load; a plain chain.
      write('src/types/a.ts', "import type { x } from './b.ts';");
      write('src/types/b.ts', "import { type x } from './a.ts';");
      write('src/lazy/a.ts', "import { x } from './b.ts';");
      write('src/lazy/b.ts', "const later = () => import('./a.ts');");
      write('src/chain/a.ts', "import { x } from './b.ts';\n// import { x } from './a.ts' (a comment)");
      write('src/chain/b.ts', "import { x } from '../ring/one.ts';");
      expect(importCycles(readSources(tree, ['src']))).toEqual([
        ['src/pair/a.ts', 'src/pair/b.ts'],
        ['src/ring/one.ts', 'src/ring/three.ts', 'src/ring/two.ts'],
      ]);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  describe('catch a breach (scanner run over a temporary tree)', () => {
    const tree = mkdtempSync(join(tmpdir(), 'herdenblick-walls-'));
    afterAll(() => rmSync(tree, { recursive: true, force: true }));
    const write = (path: string, source: string) => {
      mkdirSync(dirname(join(tree, path)), { recursive: true });
      writeFileSync(join(tree, path), source);
    };

    const breaches: [file: string, line: string, wall: number][] = [
      ['src/engine/fastify.ts', "import Fastify from 'fastify';", 0],
      ['src/engine/drizzle.ts', "import { sql } from 'drizzle-orm';", 0],
      ['src/engine/pg.ts', "import pg from 'pg';", 0],
      ['src/engine/pglite.ts', "const { PGlite } = await import('@electric-sql/pglite');", 0],
      ['src/engine/graphql.ts', "export { parse } from 'graphql';", 0],
      ['src/engine/gateway.ts', "import { registerGateway } from '../gateway/server.ts';", 0],
      ['src/engine/react.tsx', "import { useState } from 'react';", 0],
      ['src/engine/aria.tsx', "import { Button } from 'react-aria-components';", 0],
      ['src/engine/route.ts', "import { useLocation } from 'wouter';", 0],
      ['src/engine/urql.ts', "import type { Client } from '@urql/core';", 0],
      ['src/engine/machine.ts', "import { setup } from 'xstate';", 0],
      ['src/engine/io.ts', "import { readFileSync } from 'node:fs';", 0],
      ['src/engine/api.ts', "import { loadCatalogue } from '../api/catalogue/index.ts';", 0],
      ['src/engine/db.ts', "import type { Database } from '../api/db/client.ts';", 0],
      ['src/domain/xstate.ts', "import { assign } from 'xstate';", 1],
      ['src/domain/engine.ts', "import { index } from '../engine/index.ts';", 1],
      ['src/domain/react.ts', "import React from 'react';", 1],
      ['src/api/resources/view.ts', "import { App } from '../../views/App.tsx';", 2],
      ['src/api/resources/machine.ts', "import { authMachine } from '../../machines/auth.machine.ts';", 2],
      ['src/api/resources/app.ts', "import { rest } from '../../app/rest.ts';", 2],
      ['src/api/resources/client.ts', "import { gql } from '../../gateway/client.ts';", 2],
      ['src/api/resources/client-dir.ts', "import { urql } from '../../gateway/client/urql.ts';", 2],
      ['src/views/api.tsx', "import { farms } from '../api/db/schema.ts';", 3],
      ['src/machines/flow/api.ts', "import { openDatabase } from '../../api/db/client.ts';", 3],
      ['src/server/seed.ts', "import { seedDemo } from '../../tools/seed/index.ts';", 4],
      ['tools/seed/handler.ts', "import { listFarms } from '../../src/api/resources/farms/queries.ts';", 5],
      ['tools/seed/server.ts', "import { buildServer } from '../../src/server/server.ts';", 5],
    ];
    for (const [file, line] of breaches) write(file, `// fixture\n${line}\nexport const x = 1;\n`);
    // Allowed neighbours: none of these may be reported.
    write('src/engine/ok.ts', "import { ROLES } from '../domain/roles.ts';\nimport { REPORT_FIELDS } from '../api/catalogue/fields.ts';\nimport { x } from './fastify.ts';\n// import Fastify from 'fastify' (a comment)\nconst s = \"from 'react'\";\nexport { ROLES, REPORT_FIELDS, x, s };\n");
    write('src/domain/ok.ts', "import { Temporal } from 'temporal-polyfill';\nimport { ROLES } from './roles.ts';\nexport { Temporal, ROLES };\n");
    write('src/api/ok.ts', "import { ROLES } from '../domain/roles.ts';\nimport { sql } from 'drizzle-orm';\nexport { ROLES, sql };\n");
    write('tools/seed/ok.ts', "import { farms } from '../../src/api/db/schema.ts';\nimport { hashPassword } from '../../src/api/auth/passwords.ts';\nimport { loadConfig } from '../../src/config.ts';\nexport { farms, hashPassword, loadConfig };\n");
    write('src/views/ok.tsx', "import { useSelector } from '@xstate/react';\nimport { x } from '../machines/flow/api.ts';\nexport { useSelector, x };\n");

    const violations = wallViolations(readSources(tree, ['src', 'tools']));

    it.each(breaches)('%s: %s', (file, line, wall) => {
      const reported = violations.filter((v) => v.file === file);
      expect(reported.map((v) => v.wall)).toEqual([WALLS[wall]!.name]);
      expect(line).toContain(reported[0]!.imports);
    });

    it('reports nothing for allowed imports, comments or strings', () => {
      expect(violations.filter((v) => v.file.endsWith('/ok.ts') || v.file.endsWith('/ok.tsx'))).toEqual([]);
      expect(violations).toHaveLength(breaches.length);
    });
  });
});
