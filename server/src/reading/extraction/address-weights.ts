/**
 * The address scorer's weights (address-candidates.ts), one per ADDRESS_FEATURES entry then the
 * bias. Refit with `BENCH_PARTS=accuracy npm run bench extract`, which prints them with the
 * leave-one-source-out figure; decision 0063 shows the fit.
 */
export const ADDRESS_WEIGHTS: readonly number[] = [
  1.07, 1.15, 0, 0.06, 0.1, -0.42, 0.47, -2.42, -0.85, -0.52, -1.63, -0.41, -0.41, 0.04, -0.21,
  0.01, 0.15, 0.07, -0.53, 0.53, 2.81,
]
