/**
 * A logistic regression small enough to write out: the weights of a scorer that chooses among a
 * field's candidates, fitted by batch gradient descent with an L2 penalty on labelled
 * candidates, and the probability it gives a candidate's features.
 */

/** Fitted weights: one per feature, then the bias. */
export type Weights = readonly number[]

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z))

/** The probability that a candidate with `features` is the right one. */
export function probability(weights: Weights, features: readonly number[]): number {
  let z = weights[features.length] ?? 0
  features.forEach((value, index) => {
    z += (weights[index] ?? 0) * value
  })
  return sigmoid(z)
}

/** One labelled example: a candidate's features and whether it was right. */
export interface Example {
  features: readonly number[]
  right: boolean
}

/** Weights fitted on `examples` (deterministic: zero start, fixed steps). */
export function fitLogistic(
  examples: readonly Example[],
  options: { steps?: number; rate?: number; l2?: number } = {},
): number[] {
  const size = examples[0]?.features.length ?? 0
  const weights = new Array<number>(size + 1).fill(0)
  const { steps = 3000, rate = 0.5, l2 = 0.01 } = options
  const n = Math.max(1, examples.length)
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(size + 1).fill(0)
    for (const { features, right } of examples) {
      const error = probability(weights, features) - (right ? 1 : 0)
      features.forEach((value, index) => {
        gradient[index]! += error * value
      })
      gradient[size]! += error
    }
    for (let index = 0; index <= size; index++) {
      const penalty = index < size ? l2 * weights[index]! : 0
      weights[index]! -= rate * (gradient[index]! / n + penalty)
    }
  }
  return weights
}
