/**
 * The extraction bench's accuracy part (BENCH_PARTS=accuracy): per field on the labelled real
 * documents (the first set, and the second that no rule was written against: issue 34), the
 * generated corpus (text layers; scans through OCR) and the Allegheny notices.
 */
import { existsSync } from 'node:fs'
import { createOcrPool, extractFields, type OcrPool } from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
  scoreResult,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import {
  type PartyCase,
  partyCases,
} from '../../server/src/testing/fixtures/real-documents/party-fit'
import {
  FIRST_SET,
  hasRealDocuments,
  loadRealTruths,
  type RealSet,
  SECOND_SET,
} from '../../server/src/testing/fixtures/real-documents/real-documents'
import {
  alleghenyShares,
  type FieldShares,
  realShares,
} from '../../server/src/testing/fixtures/real-documents/real-report'
import {
  type RealOutcome,
  runRealDocuments,
} from '../../server/src/testing/fixtures/real-documents/real-run'
import { REAL_FIELDS } from '../../server/src/testing/fixtures/real-documents/real-score'
import { hasRealData } from '../../server/src/testing/real-data'
import { addressFitReport } from './address-fit-report'
import { amountFitReport } from './amount-fit-report'
import { caseFitReport } from './case-fit-report'
import { dateRolesReport } from './date-roles-report'
import { seconds } from './measures'
import { partyFitReport } from './party-fit-report'

/** The generated corpus through processing's reading, per field (text layers and scans apart). */
async function corpusShares(
  files: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
  cases: PartyCase[],
): Promise<FieldShares> {
  const right: Record<string, number> = {}
  for (const { truth, pdf } of files) {
    const { text } = await readDocumentText(pdf, { ocr, dpi: 200 })
    const result = extractFields(text)
    cases.push({
      family: `corpus_${truth.file.split('-')[0]}`,
      truth: truth.defendants,
      candidates: result.defendantCandidates ?? [],
    })
    const score = scoreResult(truth, result)
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

/** One labelled set read and scored: its column, after its per-field lines with the misses. */
async function setColumn(
  set: RealSet,
  ocr: () => Promise<OcrPool>,
  cases: PartyCase[],
  read: RealOutcome[],
): Promise<[string, FieldShares]> {
  const started = performance.now()
  const outcomes = await runRealDocuments({ ocr, dpi: 200, set })
  cases.push(...partyCases(outcomes))
  read.push(...outcomes)
  const { shares, lines } = realShares(outcomes)
  const records = outcomes.reduce((n, o) => n + o.scores.length, 0)
  const ocrPages = outcomes.reduce((n, o) => n + o.ocrPages, 0)
  console.log(
    `${set.name} (${set.dir}): ${outcomes.length} files, ${records} labelled records, read in ${seconds(performance.now() - started)} s (${ocrPages} pages OCR'd)\n${lines.join('\n')}`,
  )
  return [set.name, shares]
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
    const cases: PartyCase[] = []
    const read: RealOutcome[] = []
    if (hasRealDocuments) columns.push(await setColumn(FIRST_SET, ocr, cases, read))
    else console.log('Real documents: ../shared/data/real/documents is absent; skipped')
    if (existsSync(SECOND_SET.dir) && loadRealTruths(SECOND_SET).length > 0) {
      columns.push(await setColumn(SECOND_SET, ocr, cases, read))
    }
    columns.push([
      'corpus text',
      await corpusShares(
        corpus.filter(({ truth }) => !truth.imageOnly),
        ocr,
        cases,
      ),
    ])
    columns.push([
      'corpus scans',
      await corpusShares(
        corpus.filter(({ truth }) => truth.imageOnly),
        ocr,
        [],
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
    partyFitReport(cases)
    await amountFitReport(read, corpus, ocr)
    await caseFitReport(read, corpus, ocr)
    await addressFitReport(read, corpus)
    dateRolesReport(read)
  } finally {
    await pool?.close()
  }
}
