import { defineConfig } from 'vitest/config';

// One runner for everything: unit, machines, API (PGlite and PostgreSQL), gateway and browser tests.
export default defineConfig({
  test: {
    // Tests live in tests/, or beside their code in src/ and tools/.
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
