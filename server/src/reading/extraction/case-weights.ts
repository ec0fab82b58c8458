/**
 * The case-number scorer's weights (case-candidates.ts), one per CASE_FEATURES entry then the
 * bias. Refit with `BENCH_PARTS=accuracy npm run bench extract`, which prints them with the
 * leave-one-source-out figure; decision 0060 shows the fit.
 */
export const CASE_WEIGHTS: readonly number[] = [
  1.61, 0.27, 1.1, 0.13, -3.17, 0.74, 0.63, -0.01, 0.36, 0.04, -0.31, -0.4, 0.11,
]
