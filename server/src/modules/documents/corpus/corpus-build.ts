/**
 * Builds every corpus file in memory: the text PDF of each document and, for those marked for
 * scanning, an image-only copy, each with its truth. `scripts/generate-document-corpus.ts`
 * writes them to `pdfs/` and `truth/`; tests and the benchmark read the written files.
 */
import { readPdf } from '../pdf/pdf-text'
import { COURT_FILINGS } from './corpus-court-filings'
import { layoutTextPdf } from './corpus-layout'
import { SALE_NOTICES } from './corpus-sale-notices'
import { SALE_REPORTS } from './corpus-sale-reports'
import { scannedPdf } from './corpus-scan'
import { SUMMONSES } from './corpus-summonses'
import { TAX_AND_OTHER } from './corpus-tax-and-other'
import type { CorpusDocument, CorpusTruth } from './corpus-types'

/** Every document of the corpus. */
export const CORPUS_DOCUMENTS: CorpusDocument[] = [
  ...SUMMONSES,
  ...COURT_FILINGS,
  ...SALE_REPORTS,
  ...SALE_NOTICES,
  ...TAX_AND_OTHER,
]

/** The resolution image-only copies are scanned at. */
export const SCAN_DPI = 300

/** One file of the corpus with what it must yield. */
export interface CorpusFile {
  pdf: Uint8Array
  truth: CorpusTruth
}

/** The text PDF and, when asked for, the scanned copy of `document`. */
export async function buildCorpusFiles(document: CorpusDocument): Promise<CorpusFile[]> {
  const pdf = await layoutTextPdf(document.pages, document.style, document.id)
  const { pageCount } = await readPdf(pdf, { maxPages: 0 })
  const files: CorpusFile[] = [
    {
      pdf,
      truth: { file: `${document.id}.pdf`, imageOnly: false, pages: pageCount, ...document.truth },
    },
  ]
  if (document.scan) {
    const scan = await scannedPdf(pdf, { dpi: SCAN_DPI, specks: 400, ...document.scan })
    files.push({
      pdf: scan,
      truth: {
        file: `${document.id}-scan.pdf`,
        imageOnly: true,
        pages: pageCount,
        ...document.truth,
      },
    })
  }
  return files
}
