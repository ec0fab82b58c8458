/**
 * The case-number scorer's weights (case-candidates.ts), one per CASE_FEATURES entry then the
 * bias. Refit with `BENCH_PARTS=accuracy npm run bench extract`, which prints them with the
 * leave-one-source-out figure; decision 0060 shows the fit.
 */
export const CASE_WEIGHTS: readonly number[] = [
  1.64, 0.27, 1.07, 0.13, -3.16, 0.7, 0.64, 0.01, 0.34, 0.04, -0.28, -0.43, 0.18,
]
