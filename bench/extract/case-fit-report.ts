/**
 * The case-number scorer's fit (after the accuracy part): its weights fitted on every labelled
 * record (both real sets and the generated corpus's text layers), the shipped weights' share in
 * sample, the leave-one-source-out share per set, per family and overall (the figure to quote:
 * issue 34), and the reliability table of the stated confidence against the share right.
 */

import {
  CASE_FEATURES,
  CASE_FLOOR,
  CASE_WEIGHTS,
  extractFields,
  type OcrPool,
} from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import {
  atFloor,
  type CaseNumberCase,
  caseNumberCases,
  corpusCaseNumberCase,
  fitCaseNumbers,
  type JudgedCase,
  judgeWith,
  leaveOneSourceOut,
} from '../../server/src/testing/fixtures/real-documents/case-fit'
import { reliability } from '../../server/src/testing/fixtures/real-documents/party-fit'
import type { RealOutcome } from '../../server/src/testing/fixtures/real-documents/real-run'
import { familyMean, printWeights, share } from './fit-print'

const right = (judged: readonly JudgedCase[]) => judged.filter((j) => j.right).length

/** The judged choices grouped by `key`, in first-seen order. */
function groups(judged: readonly JudgedCase[], key: (j: JudgedCase) => string) {
  const by = new Map<string, JudgedCase[]>()
  for (const j of judged) by.set(key(j), [...(by.get(key(j)) ?? []), j])
  return [...by.entries()]
}

/** The corpus's text layers as labelled cases (its scans are left out, as for the parties). */
async function corpusCases(
  corpus: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<CaseNumberCase[]> {
  const cases: CaseNumberCase[] = []
  for (const { truth, pdf } of corpus.filter(({ truth }) => !truth.imageOnly)) {
    const { text } = await readDocumentText(pdf, { ocr, dpi: 200 })
    cases.push(corpusCaseNumberCase(truth.file, truth.caseNumber, extractFields(text)))
  }
  return cases
}

/**
 * Prints the fit, the in-sample and leave-one-source-out figures and the reliability table, for
 * the labelled real records `read` and the corpus's text layers.
 */
export async function caseFitReport(
  read: readonly RealOutcome[],
  corpus: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<void> {
  const cases = [...caseNumberCases(read), ...(await corpusCases(corpus, ocr))]
  const weights = fitCaseNumbers(cases)
  const families = new Set(cases.map((c) => c.family))
  const candidates = cases.reduce((n, c) => n + c.candidates.length, 0)
  console.log(
    `\nCase-number scorer: ${cases.length} labelled records (${candidates} candidates), ${families.size} source families`,
  )
  printWeights('case-weights.ts', CASE_FEATURES, weights)
  const inSample = judgeWith(CASE_WEIGHTS, cases)
  const loso = leaveOneSourceOut(cases)
  console.log(`  shipped weights, in sample: ${share(inSample)}`)
  const perFamily = groups(loso, (j) => j.family)
  const macro = familyMean(loso, families)
  console.log(
    `  leave-one-source-out: ${share(loso)} of records; ${(macro * 100).toFixed(1)}% mean over families`,
  )
  for (const [set, js] of groups(loso, (j) => j.set)) {
    const sample = inSample.filter((j) => j.set === set)
    console.log(
      `    ${set.padEnd(14)} in sample ${share(sample)}, leave-one-source-out ${share(js)}`,
    )
  }
  for (const [family, js] of perFamily) console.log(`    ${family.padEnd(22)} ${share(js)}`)
  const taken = loso.filter((j) => j.taken)
  const none = loso.filter((j) => !j.taken)
  console.log(
    `  reliability (leave-one-source-out, a case number taken: stated confidence vs share right; floor ${CASE_FLOOR}):`,
  )
  console.log(reliability(taken, [0.5, 0.7, 0.8, 0.9, 0.95, 1.01]).join('\n'))
  console.log(`  nothing taken: ${none.length} records, ${share(none)} right (none printed)`)
  const floors = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]
  console.log(
    `  leave-one-source-out share by floor: ${floors.map((floor) => `${floor} ${((right(loso.map((j) => atFloor(j, floor))) / Math.max(1, loso.length)) * 100).toFixed(1)}%`).join(', ')}`,
  )
}
