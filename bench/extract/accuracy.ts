/**
 * The extraction bench's accuracy part (BENCH_PARTS=accuracy): per field on the labelled real
 * documents, the generated corpus (text layers; scans through OCR) and the Allegheny notices.
 */
import { createOcrPool, extractFields, type OcrPool } from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
  scoreResult,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import { hasRealDocuments } from '../../server/src/testing/fixtures/real-documents/real-documents'
import {
  alleghenyShares,
  type FieldShares,
  realShares,
} from '../../server/src/testing/fixtures/real-documents/real-report'
import { runRealDocuments } from '../../server/src/testing/fixtures/real-documents/real-run'
import { REAL_FIELDS } from '../../server/src/testing/fixtures/real-documents/real-score'
import { hasRealData } from '../../server/src/testing/real-data'
import { seconds } from './measures'

/** The generated corpus through processing's reading, per field (text layers and scans apart). */
async function corpusShares(
  files: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<FieldShares> {
  const right: Record<string, number> = {}
  for (const { truth, pdf } of files) {
    const { text } = await readDocumentText(pdf, { ocr, dpi: 200 })
    const score = scoreResult(truth, extractFields(text))
    const fields = {
      defendants: score.defendants,
      address: score.street,
      zip: score.zip,
      caseNumber: score.caseNumber,
      amount: score.amount,
    }
    for (const [field, ok] of Object.entries(fields))
      right[field] = (right[field] ?? 0) + (ok ? 1 : 0)
  }
  return Object.fromEntries(Object.entries(right).map(([f, n]) => [f, n / files.length]))
}

/**
 * Accuracy per field, side by side: the labelled real documents, the generated corpus (text
 * layers; scans through OCR) and the Allegheny notices.
 */
export async function accuracy(corpus: ReturnType<typeof loadCorpus>): Promise<void> {
  let pool: OcrPool | undefined
  const ocr = async () => {
    pool ??= await createOcrPool({ size: 2, dpi: 200 })
    return pool
  }
  try {
    const columns: Array<[string, FieldShares]> = []
    if (hasRealDocuments) {
      const started = performance.now()
      const outcomes = await runRealDocuments({ ocr, dpi: 200 })
      const { shares, lines } = realShares(outcomes)
      const records = outcomes.reduce((n, o) => n + o.scores.length, 0)
      console.log(
        `Real documents: ${outcomes.length} files, ${records} labelled records, read in ${seconds(performance.now() - started)} s (${outcomes.reduce((n, o) => n + o.ocrPages, 0)} pages OCR'd)\n${lines.join('\n')}`,
      )
      columns.push(['real set', shares])
    } else {
      console.log('Real documents: ../shared/data/real/documents is absent; skipped')
    }
    columns.push([
      'corpus text',
      await corpusShares(
        corpus.filter(({ truth }) => !truth.imageOnly),
        ocr,
      ),
    ])
    columns.push([
      'corpus scans',
      await corpusShares(
        corpus.filter(({ truth }) => truth.imageOnly),
        ocr,
      ),
    ])
    if (hasRealData) {
      const allegheny = alleghenyShares()
      columns.push([`Allegheny (${allegheny.leads}/${allegheny.notices})`, allegheny.shares])
    }
    const width = 14
    console.log(
      `\n${'field'.padEnd(12)}${columns.map(([name]) => name.padStart(width + 8)).join('')}`,
    )
    for (const field of [...REAL_FIELDS, 'leads'] as const) {
      const cells = columns.map(([, shares]) => {
        const share = shares[field]
        return (share === undefined ? '-' : `${(share * 100).toFixed(1)}%`).padStart(width + 8)
      })
      console.log(`${field.padEnd(12)}${cells.join('')}`)
    }
  } finally {
    await pool?.close()
  }
}
