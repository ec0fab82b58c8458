/**
 * What every scorer's fit report prints the same way (party, case number, amount, address):
 * the fitted weights beside their features, a share right, and the mean over source families.
 */

/** A judged record: right or not, and its source family. */
interface Judged {
  right: boolean
  family: string
}

/** 'right/all (pct%)' of `judged` by `isRight` (its own `right` by default). */
export function share<J extends Judged>(
  judged: readonly J[],
  isRight: (j: J) => boolean = (j) => j.right,
): string {
  const right = judged.filter(isRight).length
  return `${right}/${judged.length} (${((right / Math.max(1, judged.length)) * 100).toFixed(1)}%)`
}

/** The mean share right over `families` (a family of one document weighs as a list of 20). */
export function familyMean(judged: readonly Judged[], families: Iterable<string>): number {
  const shares = [...families].map((family) => {
    const own = judged.filter((j) => j.family === family)
    return own.filter((j) => j.right).length / Math.max(1, own.length)
  })
  return shares.reduce((sum, s) => sum + s, 0) / Math.max(1, shares.length)
}

/** The fitted weights, to paste into `weightsFile` to adopt, one feature a line, then the bias. */
export function printWeights(
  weightsFile: string,
  features: readonly string[],
  weights: readonly number[],
): void {
  console.log(
    `  fitted weights (paste into ${weightsFile} to adopt): ${JSON.stringify(weights.map((w) => Math.round(w * 100) / 100))}`,
  )
  const width = Math.max(26, ...features.map((feature) => feature.length + 2))
  features.forEach((feature, i) => {
    console.log(`    ${feature.padEnd(width)} ${weights[i]!.toFixed(2).padStart(6)}`)
  })
  console.log(`    ${'bias'.padEnd(width)} ${weights.at(-1)!.toFixed(2).padStart(6)}`)
}
