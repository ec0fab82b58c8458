/**
 * The port through which ingestion reads a notice's PDF with the product's document reader (each
 * page's text layer, OCR for scanned pages, the rule-based extraction). Records cannot import
 * documents (documents reads records' lifecycle rule), so the process builds the reader from the
 * documents module and hands it in (server/src/composition/records-ports.ts); a process without
 * one cannot run a source whose records live in PDFs.
 */

/** What the reader found in one notice; any field may be missing. */
export interface NoticeFields {
  /** The extractor's document kind ('notice of trustee sale', ...). */
  documentType: string
  /** Borrowers / defendants, 'First Last' each. */
  defendants: string[]
  plaintiff: string | null
  /** The street line of the property. */
  street: string | null
  city: string | null
  state: string | null
  /** Five digits. */
  zip: string | null
  /** The case number, else the trustee's sale (TS) number. */
  caseNumber: string | null
  /** Decimal string with two decimals. */
  amount: string | null
  amountKind: string | null
  /** YYYY-MM-DD, when the notice states it. */
  saleDate: string | null
  saleStatus: 'scheduled' | 'postponed' | 'cancelled' | 'stayed' | 'sold' | null
}

/** A notice read, or why it could not be. */
type NoticeReading =
  | { ok: true; fields: NoticeFields; pages: number; ocrPages: number }
  | {
      ok: false
      reason: string
      /** True when reading it again will fail again (a corrupt PDF, no text even with OCR). */
      permanent: boolean
    }

/** Reads one PDF; never throws for a PDF it cannot read (the result says why). */
export type NoticeReader = (
  pdf: Uint8Array,
  options: {
    /** Pages read at most (a notice is 1-5 pages; OCR costs seconds a page). */
    maxPages: number
  },
) => Promise<NoticeReading>
