/**
 * The party scorer's weights (party-candidates.ts), one per PARTY_FEATURES entry then the bias,
 * fitted on 147 labelled records of 27 source families (both real sets and the generated
 * corpus's text layers). Refit with `BENCH_PARTS=accuracy npm run bench extract`, which prints them
 * with the leave-one-source-out figure; decision 0055 shows the fit.
 */
export const PARTY_WEIGHTS: readonly number[] = [
  0.43, -0.89, 1.01, 0.21, -0.69, 0.49, -0.56, 0.42, 0.38, 0.34, -0.99, -0.81, 2.1,
]
