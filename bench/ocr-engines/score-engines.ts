/**
 * Scores each engine's page texts (results.json from ocr-engines.mjs) with the project's own
 * reading of a document (readDocumentText: extraction and the split into leads, as processing calls
 * it on a document's text) and the real set's scorer, per field (decision 0022). A Texas scan's
 * hidden text layer is passed as the alternative reading, as processing does; the figure
 * without it (OCR alone) is printed beside.
 *   npx tsx bench/ocr-engines/score-engines.ts /tmp/ocr-pages
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readDocumentText } from '../../server/src/reading'
import { loadRealTruths } from '../../server/src/testing/fixtures/real-documents/real-documents'
import { realShares } from '../../server/src/testing/fixtures/real-documents/real-report'
import type { RealOutcome } from '../../server/src/testing/fixtures/real-documents/real-run'
import {
  REAL_FIELDS,
  type ReadRecord,
  scoreDocument,
} from '../../server/src/testing/fixtures/real-documents/real-score'

interface PageText {
  document: string
  page: number
  text: string
  cpuMs: number
}
interface Run {
  engine: string
  round: number
  texts: PageText[]
  pages: { cpuMs: number; wallMs: number }
  maxRssMiB: number
  load: [number, number]
}

const dir = path.resolve(process.argv[2] ?? '/tmp/ocr-pages')
const runs = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Run[]
const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Array<{
  document: string
  page: number
  layer: string
}>
const truths = loadRealTruths()
const join = (texts: string[]) => texts.filter(Boolean).join('\n\n')

function score(run: Run, withLayer: boolean): ReturnType<typeof realShares> {
  const outcomes: RealOutcome[] = []
  for (const file of new Set(run.texts.map((t) => t.document))) {
    const truth = truths.find((t) => t.file === file)!
    const pages = run.texts.filter((t) => t.document === file).sort((a, b) => a.page - b.page)
    const layers = manifest.filter((p) => p.document === file).map((p) => p.layer)
    const alternative = withLayer && layers.some((layer) => layer.trim()) ? join(layers) : null
    const reading = readDocumentText(join(pages.map((p) => p.text)), alternative)
    const leads: ReadRecord[] = reading.records.map((found) => ({ found }))
    outcomes.push({
      ...scoreDocument(truth, { found: reading.found }, leads),
      truth,
      ocrPages: pages.length,
      ms: 0,
    })
  }
  return realShares(outcomes)
}

const fieldsRight = (shares: ReturnType<typeof realShares>['shares']) =>
  REAL_FIELDS.map((f) => `${f} ${Math.round((shares[f] ?? 0) * 100)}%`).join(', ')

for (const engine of new Set(runs.map((r) => r.engine))) {
  const mine = runs.filter((r) => r.engine === engine)
  const n = mine[0]!.texts.length
  const cpu = mine.map((r) => (r.pages.cpuMs / n / 1000).toFixed(2)).join(' / ')
  const perMin = mine.map((r) => ((120 * n * 1000) / r.pages.cpuMs).toFixed(1)).join(' / ')
  const loads = mine.map((r) => r.load.map((l) => l.toFixed(1)).join('-')).join(' / ')
  const rss = Math.max(...mine.map((r) => r.maxRssMiB))
  const withLayer = score(mine[0]!, true)
  const alone = score(mine[0]!, false)
  console.log(
    `${engine}: ${n} pages, CPU-s/page ${cpu}, pages/min on 2 cores ${perMin}, peak RSS ${rss} MiB, load ${loads}`,
  )
  console.log(`  with the Texas layer as alternative: ${fieldsRight(withLayer.shares)}`)
  console.log(withLayer.lines.join('\n'))
  console.log(`  OCR alone: ${fieldsRight(alone.shares)}`)
  console.log(alone.lines.join('\n'))
}
