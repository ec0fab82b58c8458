/**
 * Dates by role on the labelled real documents (issue 34, item 4): per role, how many records
 * state one, how many the reader gave one, and of those how many are right, by stated
 * confidence (the reliability table: the share right should match the confidence shown; below
 * 0.8 the UI says "check this").
 */
import type { RealOutcome } from '../../server/src/testing/fixtures/real-documents/real-run'

const ROLES = [
  ['filed', 'filingDate', 'filedDate'],
  ['judgment', 'judgmentDate', 'judgmentDate'],
] as const

const pct = (right: number, all: number) =>
  `${right}/${all}${all ? ` (${((right / all) * 100).toFixed(0)}%)` : ''}`

/** Prints the dates-by-role table of every read and scored labelled record. */
export function dateRolesReport(outcomes: readonly RealOutcome[]): void {
  console.log('\nDates by role (labelled real records; a date is shown only with its role cue)')
  for (const [role, foundKey, truthKey] of ROLES) {
    const pairs = outcomes.flatMap((outcome) =>
      outcome.truth.records.map((truth, index) => ({
        want: truth[truthKey] ?? null,
        got: outcome.matched[index]?.found[foundKey] ?? null,
      })),
    )
    const stated = pairs.filter((p) => p.want !== null)
    const shown = pairs.filter((p) => p.got !== null)
    const bins = new Map<number, { right: number; all: number }>()
    for (const { got, want } of shown) {
      const bin = bins.get(got!.confidence) ?? { right: 0, all: 0 }
      bin.all++
      if (got!.value === want) bin.right++
      bins.set(got!.confidence, bin)
    }
    console.log(
      `  ${role.padEnd(9)} records ${pairs.length}, stated ${stated.length}, found right ${pct(stated.filter((p) => p.got?.value === p.want).length, stated.length)}, shown ${shown.length}, wrongly shown where none is stated ${shown.filter((p) => p.want === null).length}`,
    )
    for (const [confidence, bin] of [...bins].sort(([a], [b]) => b - a)) {
      console.log(`    stated ${confidence.toFixed(2)}: right ${pct(bin.right, bin.all)}`)
    }
  }
}
