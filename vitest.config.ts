import { configDefaults, defineConfig } from 'vitest/config';

const PURE = ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,tsx}'];

// One runner for everything: unit, machines, API (PGlite and PostgreSQL), gateway and browser tests.
// Two projects: pure tests share their workers' imports; tests with servers, databases and browsers
// keep a fresh process per file.
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          // Tests beside their code in src/ and tools/, the domain rules and the machines: no server,
          // no database, no global state left behind, so a worker runs file after file in one module
          // graph (each file used to import xstate, React and the domain afresh in a fork of its own).
          include: PURE,
          pool: 'forks',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          // Everything else in tests/ (api, e2e, gateway, and any new folder unless it is added to PURE).
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...PURE],
          // The seeded database templates and a current SPA build before the first of these files.
          globalSetup: ['tests/support/global-setup.ts'],
          pool: 'forks',
        },
      },
    ],
  },
});
