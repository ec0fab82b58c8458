/**
 * The party scorer's weights (party-candidates.ts), one per PARTY_FEATURES entry then the bias,
 * fitted on 147 labelled records of 27 source families (both real sets and the generated
 * corpus's text layers). Refit with `BENCH_PARTS=fit npm run bench extract`, which prints them
 * with the leave-one-source-out figure; decision 0055 shows the fit.
 */
export const PARTY_WEIGHTS: readonly number[] = [
  0.43, -0.94, 1.03, 0.22, -0.67, 0.49, -0.56, 0.43, 0.4, 0.37, -1, -0.77, 2.05,
]
