/**
 * The amount scorer's weights (amount-candidates.ts), one per AMOUNT_FEATURES entry then the
 * bias. Draft fit, to be replaced.
 */
export const AMOUNT_WEIGHTS: readonly number[] = [
  1.34, 1.37, 0, -0.1, 0.8, -2.74, -0.36, 0.04, -0.34, 0.27, 0, -2.3, 0.48, -0.77, 0, -0.39, 0.14,
  0.17, 0.98,
]
