/**
 * The extractor on the generated PDF corpus (made-up documents in the layouts real ones have),
 * read the way processing reads an upload: text layers, OCR for pages without one. Prints a
 * per-field accuracy table and holds floors under it, separately for text-layer PDFs and for
 * image-only scans. Names, streets and case numbers are compared without case or punctuation;
 * type, ZIP, state, amounts (value and kind) and dates (value and kind) must match exactly.
 */
import { afterAll, describe, expect, it } from 'vitest'
import {
  buildCorpusFiles,
  CORPUS_DOCUMENTS,
} from '../testing/fixtures/document-corpus/corpus-build'
import {
  loadCorpus,
  readDocumentText,
  SCORED_FIELDS,
  type ScoredField,
  scoreResult,
} from '../testing/fixtures/document-corpus/corpus-score'
import type { CorpusTruth } from '../testing/fixtures/document-corpus/corpus-types'
import { extractFields } from './extraction/extract'
import type { ExtractionResult } from './extraction/types'
import { createOcrPool, type OcrPool } from './pdf/ocr'
import { READING_LIMITS } from './reading-limits'

const corpus = loadCorpus()
let pool: OcrPool | undefined
afterAll(async () => {
  await pool?.close()
})

interface Outcome {
  truth: CorpusTruth
  result: ExtractionResult
  ocrPages: number
  score: Record<ScoredField, boolean>
}

async function extractAll(files: typeof corpus): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const { truth, pdf } of files) {
    const { text, ocrPages } = await readDocumentText(pdf, {
      dpi: READING_LIMITS.ocrDpi,
      ocr: async () => {
        pool ??= await createOcrPool({ size: 1 })
        return pool
      },
    })
    const result = extractFields(text)
    outcomes.push({ truth, result, ocrPages, score: scoreResult(truth, result) })
  }
  return outcomes
}

/** Share of outcomes where `field` is right, and prints the table with the misses. */
function report(label: string, outcomes: Outcome[]): Record<ScoredField | 'all', number> {
  const shares = {} as Record<ScoredField | 'all', number>
  const rows = SCORED_FIELDS.map((field) => {
    const right = outcomes.filter((outcome) => outcome.score[field]).length
    shares[field] = right / outcomes.length
    const misses = outcomes
      .filter((outcome) => !outcome.score[field])
      .map((o) => o.truth.file)
      .join(', ')
    return `  ${field.padEnd(13)} ${String(right).padStart(3)}/${outcomes.length}  ${(shares[field] * 100).toFixed(0).padStart(3)}%${misses ? `  missed: ${misses}` : ''}`
  })
  const cells = outcomes.length * SCORED_FIELDS.length
  const right = outcomes.reduce(
    (sum, outcome) => sum + SCORED_FIELDS.filter((field) => outcome.score[field]).length,
    0,
  )
  shares.all = right / cells
  console.log(
    `${label}: ${outcomes.length} PDFs, ${right}/${cells} fields right (${(shares.all * 100).toFixed(1)}%)\n${rows.join('\n')}`,
  )
  return shares
}

describe('document corpus', () => {
  it('has at least 16 documents over all 8 types, 5+ of them also as scans', () => {
    const text = corpus.filter(({ truth }) => !truth.imageOnly)
    expect(text.length).toBeGreaterThanOrEqual(16)
    expect(new Set(text.map(({ truth }) => truth.documentType)).size).toBe(8)
    expect(corpus.filter(({ truth }) => truth.imageOnly).length).toBeGreaterThanOrEqual(5)
    expect(text.some(({ truth }) => truth.pages > 1)).toBe(true)
  })

  it('stores the PDFs the generator writes (run scripts/generate-document-corpus.ts)', async () => {
    for (const document of CORPUS_DOCUMENTS) {
      const stored = corpus.find(({ truth }) => truth.file === `${document.id}.pdf`)
      expect(stored, document.id).toBeDefined()
      const [built] = await buildCorpusFiles({ ...document, scan: undefined })
      expect(Buffer.from(built!.pdf).equals(stored!.pdf), document.id).toBe(true)
      expect(built!.truth).toEqual(stored!.truth)
    }
  })

  it('reads the text-layer PDFs without OCR, field by field', async () => {
    const outcomes = await extractAll(corpus.filter(({ truth }) => !truth.imageOnly))
    for (const outcome of outcomes) expect(outcome.ocrPages, outcome.truth.file).toBe(0)
    const shares = report('Text-layer PDFs', outcomes)
    expect(shares.documentType).toBe(1)
    for (const field of ['zip', 'state', 'caseNumber', 'amount', 'date'] as const) {
      expect(shares[field], field).toBeGreaterThanOrEqual(0.94)
    }
    for (const field of SCORED_FIELDS) expect(shares[field], field).toBeGreaterThanOrEqual(0.88)
    expect(shares.all).toBeGreaterThanOrEqual(0.97)
  })

  it('reads the image-only scans through OCR, field by field', { timeout: 240_000 }, async () => {
    const outcomes = await extractAll(corpus.filter(({ truth }) => truth.imageOnly))
    for (const outcome of outcomes)
      expect(outcome.ocrPages, outcome.truth.file).toBe(outcome.truth.pages)
    const shares = report(`Image-only PDFs (OCR at ${READING_LIMITS.ocrDpi} dpi)`, outcomes)
    expect(shares.documentType).toBe(1)
    for (const field of ['zip', 'street', 'caseNumber', 'amount'] as const) {
      expect(shares[field], field).toBeGreaterThanOrEqual(0.8)
    }
    for (const field of SCORED_FIELDS) expect(shares[field], field).toBeGreaterThanOrEqual(0.66)
    expect(shares.all).toBeGreaterThanOrEqual(0.9)
  })

  it("never takes the attorney's, trustee's or sale place's ZIP for the property's", async () => {
    const outcomes = await extractAll(corpus.filter(({ truth }) => !truth.imageOnly))
    for (const { truth, result } of outcomes) {
      const zip = result.propertyAddress?.value.zip ?? null
      if (zip !== null) expect(zip, truth.file).toBe(truth.zip)
    }
  })
})
