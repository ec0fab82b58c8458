#!/usr/bin/env node
/**
 * `npm run build:server`: bundles the server's process entries with esbuild into dist/server
 * (ESM for Node 20, dependencies left in node_modules, `@common/*` resolved through
 * tsconfig.json's paths, source maps beside). The files the server reads by path at run time
 * are copied next to the bundle, where `new URL('./x', import.meta.url)` finds them.
 * `--if-stale` builds only when dist/server is missing or older than its sources.
 */
import { cpSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { isStale } from './build-freshness.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
export const SERVER_DIST = path.join(root, 'dist', 'server')

/** The processes a production command runs: `serve`/`start`, `worker`, `db:migrate`, readers. */
const ENTRIES = {
  main: 'server/src/main.ts',
  worker: 'server/src/worker.ts',
  'migrate-cli': 'server/src/db/migrate-cli.ts',
  // Forked by reading/sandbox/reader-pool.ts: every uploaded file is read in one (0064).
  'reader-process': 'server/src/reading/sandbox/reader-process.ts',
}

/** Read by path at run time, relative to the module that reads them: [source, dist name]. */
const RUNTIME_FILES = [
  ['server/src/db/migrations', 'migrations'],
  ['server/src/modules/billing/simulator-checkout.css', 'simulator-checkout.css'],
  ['server/src/modules/outreach/suppression/unsubscribe-page.css', 'unsubscribe-page.css'],
  ['server/src/reading/names/census-surnames.txt', 'census-surnames.txt'],
  ['server/src/reading/names/census-given-names.txt', 'census-given-names.txt'],
  // Started as a worker thread by reading/image/tiff-decoder.ts.
  ['server/src/reading/image/tiff-decode.worker.mjs', 'tiff-decode.worker.mjs'],
]

/** What a server build depends on; newer than dist/server/main.js means rebuild. */
export const SERVER_SOURCES = [
  'server/src',
  'common',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
].map((p) => path.join(root, p))

/** True when dist/server is missing or older than the server's sources. */
export function serverBuildIsStale() {
  return isStale(path.join(SERVER_DIST, 'main.js'), SERVER_SOURCES)
}

/** Builds dist/server (or `outdir`, which must sit inside the repository) from scratch. */
export async function buildServer({ outdir = SERVER_DIST } = {}) {
  const esbuild = await import('esbuild')
  rmSync(outdir, { recursive: true, force: true })
  const started = performance.now()
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: true,
    logLevel: 'warning',
  })
  for (const [source, name] of RUNTIME_FILES) {
    cpSync(path.join(root, source), path.join(outdir, name), { recursive: true })
  }
  console.log(
    `Built ${path.relative(root, outdir)} in ${Math.round(performance.now() - started)} ms`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--if-stale') || serverBuildIsStale()) await buildServer()
}
