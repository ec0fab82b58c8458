import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** Browser tests: the built app in process, driven through Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    // Each file starts its own app (own port, database, data directory) and Chromium, so two run
    // at once: most of a browser test is waiting on the page. VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    testTimeout: 90_000,
    // expect.poll waits for what the page or the app does next; on a loaded machine 1 s (the
    // default) is not always enough.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
})
