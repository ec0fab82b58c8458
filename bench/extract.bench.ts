/**
 * Extraction accuracy and document reading speed. BENCH_PARTS picks the parts (default
 * 'accuracy,speed,ocr'; 'native' adds the comparison with Debian's tesseract):
 * - accuracy: per field on the labelled real documents (../shared/data/real/documents), the
 *   generated corpus and the Allegheny notices, side by side (issue 17);
 * - ocr: OCR settings on the real scans: pages a minute, CPU, accuracy, RSS (decision 0022), and
 *   the whole read of the generated corpus's scans, two documents at a time;
 * - speed and native: reading speed (issue 5), on the generated corpus in
 * server/src/testing/fixtures/document-corpus: text-layer pages per second on one core (pdfjs reading,
 * and the rule-based extraction separately), seconds per OCR page at 300 dpi with our
 * tesseract.js pool (one worker) on the image-only scans, next to Debian's `tesseract` command
 * on the same PNGs in the same run (one thread, as our worker uses one core), and peak RSS.
 * CPU seconds are printed beside wall seconds: on a shared machine they are the steadier figure.
 * BENCH_ROUNDS sets how often the text corpus is read (default 20).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadCorpus } from '../server/src/testing/fixtures/document-corpus/corpus-score'
import { accuracy } from './extract/accuracy'
import { corpusScanRate } from './extract/corpus-scan-rate'
import { ocr } from './extract/native-ocr-speed'
import { ocrComparison } from './extract/ocr-settings'
import { textLayer } from './extract/text-layer-speed'

const PARTS = new Set((process.env.BENCH_PARTS ?? 'accuracy,speed,ocr').split(','))

export async function run(): Promise<void> {
  const corpus = loadCorpus()
  if (PARTS.has('accuracy')) await accuracy(corpus)
  if (PARTS.has('ocr')) {
    await ocrComparison()
    await corpusScanRate(corpus)
  }
  if (PARTS.has('speed')) await textLayer(corpus)
  if (!PARTS.has('native')) return
  const dir = mkdtempSync(path.join(tmpdir(), 'fl-bench-ocr-'))
  try {
    await ocr(corpus, dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
