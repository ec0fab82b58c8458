/**
 * The address scorer's fit (after accuracy): its weights fitted on every labelled record (both
 * real sets and the generated corpus's text layers), the in-sample share, the
 * leave-one-source-out share per family and overall (the figure to quote: issue 34), the
 * address and ZIP shares per set both ways, and the reliability table of the stated confidence
 * against the share right.
 */

import {
  ADDRESS_FEATURES,
  ADDRESS_WEIGHTS,
  extractFields,
  type OcrPool,
} from '../../server/src/reading'
import {
  type loadCorpus,
  readDocumentText,
} from '../../server/src/testing/fixtures/document-corpus/corpus-score'
import {
  type AddressCase,
  addressCases,
  corpusAddressCase,
  fitAddresses,
  type Judged,
  judgeWith,
  leaveOneSourceOut,
  reliability,
} from '../../server/src/testing/fixtures/real-documents/address-fit'
import {
  loadRealTruths,
  SECOND_SET,
} from '../../server/src/testing/fixtures/real-documents/real-documents'
import type { RealOutcome } from '../../server/src/testing/fixtures/real-documents/real-run'
import { familyMean, printWeights, share } from './fit-print'

const noOcr = async (): Promise<OcrPool> => {
  throw new Error('a corpus text layer needs no OCR')
}

/** Every labelled case: the real documents read by the accuracy part, and the corpus's text layers. */
async function allAddressCases(
  read: readonly RealOutcome[],
  corpus: ReturnType<typeof loadCorpus>,
): Promise<AddressCase[]> {
  const second = new Set(loadRealTruths(SECOND_SET).map((truth) => truth.file))
  const cases = [
    ...addressCases(
      'real set',
      read.filter((outcome) => !second.has(outcome.file)),
    ),
    ...addressCases(
      'second set',
      read.filter((outcome) => second.has(outcome.file)),
    ),
  ]
  for (const { truth, pdf } of corpus.filter(({ truth }) => !truth.imageOnly)) {
    const { text } = await readDocumentText(pdf, { ocr: noOcr, dpi: 200 })
    const { street, zip } = truth
    cases.push(corpusAddressCase(truth.file, { street, zip }, extractFields(text)))
  }
  return cases
}

/** Address and ZIP shares per set. */
function perSet(judged: readonly Judged[]): string[] {
  return [...new Set(judged.map((j) => j.set))].map((set) => {
    const inSet = judged.filter((j) => j.set === set)
    return `    ${set.padEnd(12)} address ${share(inSet, (j) => j.street)}  ZIP ${share(inSet, (j) => j.zip)}`
  })
}

/** Prints the fit, the leave-one-source-out figures and the reliability table. */
function printAddressFit(cases: readonly AddressCase[]): void {
  const weights = fitAddresses(cases)
  const families = [...new Set(cases.map((c) => c.family))]
  console.log(
    `\nAddress scorer: ${cases.length} labelled records, ${families.length} source families`,
  )
  printWeights('address-weights.ts', ADDRESS_FEATURES, weights)
  const shipped = judgeWith(ADDRESS_WEIGHTS, cases)
  console.log(`  shipped weights, in sample: ${share(shipped, (j) => j.right)}`)
  console.log(perSet(shipped).join('\n'))
  const loso = leaveOneSourceOut(cases)
  const perFamily = families.map((family) => loso.filter((j) => j.family === family))
  const macro = familyMean(loso, families)
  console.log(
    `  leave-one-source-out: ${share(loso, (j) => j.right)} of records; ${(macro * 100).toFixed(1)}% mean over families`,
  )
  console.log(perSet(loso).join('\n'))
  for (const js of perFamily) {
    if (js.some((j) => !j.right))
      console.log(`    missed in ${js[0]!.family}: ${share(js, (j) => j.right)}`)
  }
  console.log('  reliability (leave-one-source-out, stated confidence vs share right):')
  console.log(reliability(loso).join('\n'))
}

/** The accuracy part's hook: the cases of what it read, then the report. */
export async function addressFitReport(
  read: readonly RealOutcome[],
  corpus: ReturnType<typeof loadCorpus>,
): Promise<void> {
  printAddressFit(await allAddressCases(read, corpus))
}
