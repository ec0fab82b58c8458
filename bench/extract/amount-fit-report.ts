/**
 * The amount scorer's fit (after the accuracy part): its weights fitted on every labelled record
 * (both real sets, the other reading of their scans, and the generated corpus's text layers),
 * the in-sample share, the leave-one-source-out share per family and overall (the figure to
 * quote: issue 34), and the reliability table of the stated confidence against the share right.
 */

import {
  AMOUNT_FEATURES,
  AMOUNT_WEIGHTS,
  extractFields,
  type OcrPool,
} from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import {
  type AmountCase,
  amountCases,
  corpusAmountCase,
  fitAmounts,
  judgeWith,
  leaveOneSourceOut,
  reliability,
} from '../../server/src/testing/fixtures/real-documents/amount-fit'
import type { RealOutcome } from '../../server/src/testing/fixtures/real-documents/real-run'
import { familyMean, printWeights, share } from './fit-print'

/** The corpus's text layers as labelled cases (its scans are left out, as for the parties). */
async function corpusCases(
  corpus: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<AmountCase[]> {
  const cases: AmountCase[] = []
  for (const { truth, pdf } of corpus.filter(({ truth }) => !truth.imageOnly)) {
    const { text } = await readDocumentText(pdf, { ocr, dpi: 200 })
    cases.push(corpusAmountCase(truth.file, truth.amount, extractFields(text)))
  }
  return cases
}

/** Prints the fit, the leave-one-source-out figures and the reliability table. */
export async function amountFitReport(
  read: readonly RealOutcome[],
  corpus: ReturnType<typeof loadCorpus>,
  ocr: () => Promise<OcrPool>,
): Promise<void> {
  const cases = [...amountCases(read), ...(await corpusCases(corpus, ocr))]
  const weights = fitAmounts(cases)
  const families = [...new Set(cases.map((c) => c.family))]
  console.log(
    `\nAmount scorer: ${cases.length} labelled readings, ${families.length} source families`,
  )
  printWeights('amount-weights.ts', AMOUNT_FEATURES, weights)
  const shipped = judgeWith(AMOUNT_WEIGHTS, cases)
  console.log(
    `  shipped weights, in sample: amount ${share(shipped)}, with its kind ${share(shipped, (j) => j.kindRight)}`,
  )
  const loso = leaveOneSourceOut(cases)
  const perFamily = families.map((family) => loso.filter((j) => j.family === family))
  const macro = familyMean(loso, families)
  console.log(
    `  leave-one-source-out: amount ${share(loso)}, with its kind ${share(loso, (j) => j.kindRight)}; ${(macro * 100).toFixed(1)}% mean over families`,
  )
  for (const js of perFamily) {
    console.log(
      `    ${js[0]!.family.padEnd(18)} ${share(js).padStart(14)}  with its kind ${share(js, (j) => j.kindRight)}`,
    )
  }
  console.log('  reliability (leave-one-source-out, stated confidence vs share right):')
  console.log(reliability(loso).join('\n'))
}
