/**
 * The shapes of the generated document corpus: a document's layout and the fields a correct
 * extractor must read from it (its truth file). Every person, firm, street and number in the
 * corpus is made up; phone numbers use the 555-01xx range and e-mails the .example domain.
 */
import type { AmountKind, DateKind, DocumentType } from '../extraction/types'
import type { Block, LayoutStyle } from './corpus-layout'

/** What a document must yield; written to `truth/<file>.json`. */
export interface CorpusTruth {
  /** The PDF this truth is for, in `pdfs/`. */
  file: string
  /** True when the PDF has no text layer (its text must come from OCR). */
  imageOnly: boolean
  pages: number
  documentType: DocumentType
  /** The defendants (owners, trustors, taxpayers) in the order printed; aliases not included. */
  defendants: string[]
  plaintiff: string | null
  street: string | null
  city: string | null
  state: string | null
  zip: string | null
  caseNumber: string | null
  amount: { value: string; kind: AmountKind } | null
  date: { value: string; kind: DateKind } | null
}

/** One corpus document: how it is laid out and what it must yield. */
export interface CorpusDocument {
  /** File name without extension, e.g. 'ny-summons-kings'. */
  id: string
  style: LayoutStyle
  pages: Block[][]
  truth: Omit<CorpusTruth, 'file' | 'imageOnly' | 'pages'>
  /** When set, an image-only copy `<id>-scan.pdf` is generated too. */
  scan?: { skewDegrees: number; seed: number }
}
