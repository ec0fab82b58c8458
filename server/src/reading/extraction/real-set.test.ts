/**
 * The real set as a regression test (docs/decisions/0021): every labelled document that reads
 * without OCR (text-layer PDFs, Word files, HTML pages, listing exports, notice texts) is read
 * as processing reads it, split into leads and scored against its truth file; each field must
 * stay at 0.90 or better, so the figures `npm run bench extract` prints cannot fall silently.
 * Scans need OCR (tens of seconds on this machine): they are left to the benchmark, and the
 * test counts them. About 40 s of CPU (the two 100-page Baltimore lists most of it). Skipped when ../shared/data/real/documents is absent.
 */
import { describe, expect, it } from 'vitest'
import {
  hasRealDocuments,
  loadRealTruths,
} from '../../testing/fixtures/real-documents/real-documents'
import { realShares } from '../../testing/fixtures/real-documents/real-report'
import { type RealOutcome, realDocumentText } from '../../testing/fixtures/real-documents/real-run'
import {
  REAL_FIELDS,
  type ReadRecord,
  scoreDocument,
} from '../../testing/fixtures/real-documents/real-score'
import { readDocumentText } from '../document/document-records'
import type { OcrPool } from '../pdf/ocr'

/** Thrown by the OCR pool of this test: the document is a scan (or holds one). */
class NeedsOcr extends Error {}
const noOcr = async (): Promise<OcrPool> => {
  throw new NeedsOcr('this document needs OCR')
}

const AIM = 0.9

describe.skipIf(!hasRealDocuments)('the real set, documents read without OCR', () => {
  it(`scores every field at ${AIM} or better`, async () => {
    const outcomes: RealOutcome[] = []
    const scans: string[] = []
    for (const truth of loadRealTruths()) {
      const started = performance.now()
      let read: Awaited<ReturnType<typeof realDocumentText>>
      try {
        read = await realDocumentText(truth, noOcr, 200)
      } catch (error) {
        if (!(error instanceof NeedsOcr)) throw error
        scans.push(truth.file)
        continue
      }
      const reading = readDocumentText(read.text, read.alternative)
      const document: ReadRecord = { found: reading.found }
      const leads = reading.records.map((found): ReadRecord => ({ found }))
      outcomes.push({
        ...scoreDocument(truth, document, leads),
        truth,
        ocrPages: 0,
        ms: performance.now() - started,
      })
    }
    const { shares, lines } = realShares(outcomes)
    const records = outcomes.reduce((n, outcome) => n + outcome.scores.length, 0)
    console.log(
      `${outcomes.length} documents, ${records} labelled records scored; OCR scans left to the bench: ${scans.length}\n${lines.join('\n')}`,
    )
    // The set is mostly documents with text: most records are scored here, not skipped.
    expect(outcomes.length).toBeGreaterThanOrEqual(10)
    expect(records).toBeGreaterThanOrEqual(80)
    for (const field of REAL_FIELDS) {
      expect.soft(shares[field], `${field}\n${lines.join('\n')}`).toBeGreaterThanOrEqual(AIM)
    }
    expect(shares.leads, 'lead counts of multi-record documents').toBeGreaterThanOrEqual(AIM)
  }, 240_000)
})
