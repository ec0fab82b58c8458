/** Small measuring helpers shared by the extraction bench's parts (extract.bench.ts). */
export const peakMiB = () => Math.round(process.resourceUsage().maxRSS / 1024)
export const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** Share of the words of `expected` (3+ letters, case-folded) that `actual` contains. */
export function wordRecall(expected: string, actual: string): number {
  const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'$.,/-]{2,}/g) ?? []
  const found = new Set(words(actual))
  const wanted = words(expected)
  return wanted.filter((word) => found.has(word)).length / Math.max(1, wanted.length)
}

/** CPU milliseconds used by this process (every thread, so the tesseract.js worker too). */
export const cpuNow = () => {
  const usage = process.cpuUsage()
  return (usage.user + usage.system) / 1000
}

export const mean = (values: number[]) =>
  values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
