/**
 * The amount scorer's weights (amount-candidates.ts), one per AMOUNT_FEATURES entry then the
 * bias, fitted on 151 labelled readings of 27 source families (both real sets, the OCR reading
 * beside four scans' text layers, and the generated corpus's text layers). Refit with
 * `BENCH_PARTS=accuracy npm run bench extract`, which prints them with the
 * leave-one-source-out figure; decision 0061 shows the fit. Never edited by hand.
 */
export const AMOUNT_WEIGHTS: readonly number[] = [
  1.34, 1.37, 0, -0.1, 0.8, -2.74, -0.36, 0.04, -0.34, 0.27, 0, -2.3, 0.48, -0.77, 0, -0.39, 0.14,
  0.17, 0.98,
]
