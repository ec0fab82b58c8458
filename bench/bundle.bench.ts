/**
 * What a first visit downloads: builds the client (vite build, into a temporary folder, so a
 * running server's dist/client is left alone) and prints, for `/`, every file the built
 * index.html references (entry script, modulepreloads, stylesheets) with its raw and gzipped
 * size; then, from Vite's manifest, the same total for each lazily loaded route, i.e. the
 * landing page's files plus the route's chunks and their imports, plus the toast viewport,
 * which every page but the landing page loads with its own chunk (client/src/app/lazy-page.tsx).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface Weight {
  raw: number
  gzip: number
}

/** Loaded with every lazily loaded page (lazyPage), though not imported by it. */
const LOADED_WITH_EVERY_PAGE = ['src/components/ui/toaster.tsx', 'src/app/query-provider.tsx']

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** The files `index.html` makes the browser fetch: script src, modulepreload and stylesheet hrefs. */
export function referencedFiles(html: string): string[] {
  const files: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script')
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1]
    if (!isScript && rel !== 'modulepreload' && rel !== 'stylesheet') continue
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if (url?.startsWith('/')) files.push(url.slice(1))
  }
  return files
}

/** The chunk `key` and everything it imports statically, as output file names (CSS included). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const css of chunk.css ?? []) seen.add(css)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

function weigh(outDir: string, file: string): Weight {
  const bytes = readFileSync(path.join(outDir, file))
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
}

function total(outDir: string, files: Iterable<string>): Weight {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const weight = weigh(outDir, file)
    raw += weight.raw
    gzip += weight.gzip
  }
  return { raw, gzip }
}

export async function run(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'fl-bench-bundle-'))
  try {
    await build({
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    })
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
    const landing = referencedFiles(html)
    console.log('`/` (the files index.html references; gzip level 9):')
    for (const file of landing) {
      const { raw, gzip } = weigh(outDir, file)
      console.log(`  ${file.padEnd(44)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`)
    }
    const landingTotal = total(outDir, landing)
    console.log(`  total: ${kb(landingTotal.raw)} raw, ${kb(landingTotal.gzip)} gzip`)

    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
    const routes = (entryKey ? (manifest[entryKey]?.dynamicImports ?? []) : [])
      .map((key) => {
        const files = new Set([...landing, ...staticClosure(manifest, key)])
        for (const extra of LOADED_WITH_EVERY_PAGE) staticClosure(manifest, extra, files)
        return { name: manifest[key]?.src ?? key, files: files.size, ...total(outDir, files) }
      })
      .sort((a, b) => b.gzip - a.gzip)
    console.log(
      '\nEach lazily loaded chunk (a route, or a part loaded on demand) with what it imports, the toast viewport and the files of `/`:',
    )
    for (const route of routes) {
      console.log(
        `  ${route.name.padEnd(60)} ${String(route.files).padStart(3)} files ${kb(route.gzip).padStart(10)} gzip`,
      )
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}
