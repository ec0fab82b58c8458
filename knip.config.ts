import type { KnipConfig } from 'knip'

/**
 * `knip` (run by `npm run lint`): no unused file, export or dependency. Knip finds the entries of
 * package.json's scripts, vite.config.ts (client/index.html), the Vitest configs (test files,
 * global setup), drizzle.config.ts and tsconfig.json's paths by itself; the entries below are
 * the ones it cannot see.
 */
const config: KnipConfig = {
  entry: [
    // The processes scripts/build-server.mjs bundles (ENTRIES): serve/start, worker, db:migrate.
    'server/src/{main,worker}.ts',
    'server/src/db/migrate-cli.ts',
    // Forked by reading/sandbox/reader-pool.ts (and bundled as its own entry).
    'server/src/reading/sandbox/reader-process.ts',
    // Run by hand with `npx tsx` (see each file's comment).
    'scripts/generate-document-corpus.ts',
    // Imported by path by bench/run.ts (every bench/*.bench.ts).
    'bench/*.bench.ts',
    // Started with `node` by bench/search.bench.ts.
    'bench/support/load-client.mjs',
    // The OCR engines comparison, run by hand (bench/ocr-engines/README.md).
    'bench/ocr-engines/{render-pages,score-engines}.ts',
    'bench/ocr-engines/ocr-engines.mjs',
    // Run by hand: `npx tsx bench/support/profile-top.ts <file.cpuprofile>`.
    'bench/support/profile-top.ts',
    // Started by path: by pdf.test.ts in a child process, by module-boundaries.test.ts as a face.
    'server/src/testing/fixtures/pdf/ocr-offline-run.ts',
    'server/src/testing/architecture/fixtures/fake-face.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,css}'],
  vitest: { config: ['vitest.config.ts', 'vitest.e2e.config.ts'] },
  // Installed in a scratch directory (OCR_EVAL_DIR, SCRIBE_EVAL_DIR), never in the project's.
  ignoreDependencies: ['sharp', '@gutenye/ocr-node', 'scribe.js-ocr'],
  // Debian's tesseract command, which bench/extract/native-ocr-speed.ts compares with tesseract.js.
  ignoreBinaries: ['tesseract'],
}

export default config
