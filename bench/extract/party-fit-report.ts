/**
 * The party scorer's fit (BENCH_PARTS=fit, and after accuracy): its weights fitted on every
 * labelled record (both real sets and the generated corpus's text layers), the in-sample share,
 * the leave-one-source-out share per family and overall (the figure to quote: issue 34), and the
 * reliability table of the stated confidence against the share right.
 */
import { PARTY_FEATURES, PARTY_WEIGHTS } from '../../server/src/reading'
import {
  fitParties,
  type Judged,
  judgeWith,
  leaveOneSourceOut,
  type PartyCase,
  reliability,
} from '../../server/src/testing/fixtures/real-documents/party-fit'

const share = (judged: readonly Judged[]) =>
  `${judged.filter((j) => j.right).length}/${judged.length} (${((judged.filter((j) => j.right).length / Math.max(1, judged.length)) * 100).toFixed(1)}%)`

/** Prints the fit, the leave-one-source-out figures and the reliability table. */
export function partyFitReport(cases: readonly PartyCase[]): void {
  const weights = fitParties(cases)
  const families = [...new Set(cases.map((c) => c.family))]
  console.log(
    `\nParty scorer: ${cases.length} labelled records, ${families.length} source families`,
  )
  console.log(
    `  fitted weights (paste into party-weights.ts to adopt): ${JSON.stringify(weights.map((w) => Math.round(w * 100) / 100))}`,
  )
  PARTY_FEATURES.forEach((feature, i) => {
    console.log(`    ${feature.padEnd(26)} ${weights[i]!.toFixed(2).padStart(6)}`)
  })
  console.log(`    ${'bias'.padEnd(26)} ${weights.at(-1)!.toFixed(2).padStart(6)}`)
  console.log(`  shipped weights, in sample: ${share(judgeWith(PARTY_WEIGHTS, cases))}`)
  const loso = leaveOneSourceOut(cases)
  const perFamily = families.map((family) => loso.filter((j) => j.family === family))
  const macro =
    perFamily.reduce((sum, js) => sum + js.filter((j) => j.right).length / js.length, 0) /
    Math.max(1, perFamily.length)
  console.log(
    `  leave-one-source-out: ${share(loso)} of records; ${(macro * 100).toFixed(1)}% mean over families`,
  )
  for (const js of perFamily) {
    if (js.some((j) => !j.right)) console.log(`    missed in ${js[0]!.family}: ${share(js)}`)
  }
  console.log('  reliability (leave-one-source-out, stated confidence vs share right):')
  console.log(reliability(loso).join('\n'))
}
