import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Test files that need a module graph of their own (docs/decisions/0042): every other file shares
 * its worker's modules with the files run before it (isolate: false), which halves the suite's
 * time (each file no longer loads the whole app's modules again).
 */
const ISOLATED = [
  // vi.mock replaces a module for this file only.
  'server/src/modules/documents/processing/process-document.limits.test.ts',
  // Sets and clears variables of process.env.
  'server/src/config.boot.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['server/src/testing/global-setup.ts'],
    pool: 'forks',
    // Most of a route test's time is spent waiting (HTTP, jobs, the database), so three files
    // run at once even on two cores; VITEST_MAX_WORKERS overrides it.
    maxWorkers: 3,
    // Generous: three files share two cores, and a test asserts outcomes, never timings.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['{server,common,client,scripts}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
})
