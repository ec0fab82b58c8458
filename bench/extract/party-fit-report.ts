/**
 * The party scorer's fit (BENCH_PARTS=fit, and after accuracy): its weights fitted on every
 * labelled record (both real sets and the generated corpus's text layers), the in-sample share,
 * the leave-one-source-out share per family and overall (the figure to quote: issue 34), and the
 * reliability table of the stated confidence against the share right.
 */

import { PARTY_FEATURES, PARTY_WEIGHTS } from '../../server/src/reading'
import {
  fitParties,
  judgeWith,
  leaveOneSourceOut,
  type PartyCase,
  reliability,
} from '../../server/src/testing/fixtures/real-documents/party-fit'
import { familyMean, printWeights, share } from './fit-print'

/** Prints the fit, the leave-one-source-out figures and the reliability table. */
export function partyFitReport(cases: readonly PartyCase[]): void {
  const weights = fitParties(cases)
  const families = [...new Set(cases.map((c) => c.family))]
  console.log(
    `\nParty scorer: ${cases.length} labelled records, ${families.length} source families`,
  )
  printWeights('party-weights.ts', PARTY_FEATURES, weights)
  console.log(`  shipped weights, in sample: ${share(judgeWith(PARTY_WEIGHTS, cases))}`)
  const loso = leaveOneSourceOut(cases)
  const perFamily = families.map((family) => loso.filter((j) => j.family === family))
  const macro = familyMean(loso, families)
  console.log(
    `  leave-one-source-out: ${share(loso)} of records; ${(macro * 100).toFixed(1)}% mean over families`,
  )
  for (const js of perFamily) {
    if (js.some((j) => !j.right)) console.log(`    missed in ${js[0]!.family}: ${share(js)}`)
  }
  console.log('  reliability (leave-one-source-out, stated confidence vs share right):')
  console.log(reliability(loso).join('\n'))
}
