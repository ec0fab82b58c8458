/**
 * What records' ingestion asks of the documents module, answered at the composition root (records
 * cannot import documents, which uses records' lifecycle rule): the document reader a source of
 * PDF notices hands each notice to. It reads as an upload is read (text layer, OCR for scanned
 * pages on the process's OCR pool, the rule-based extraction) and gives records the fields only.
 * And the keeper that puts such a notice in the documents' object storage, so a user can
 * download it (its link at the source works only in the source's session).
 */
import { createHash } from 'node:crypto'
import type { ObjectStorage } from '../modules/documents'
import type { SourceDocumentStore } from '../modules/records'
import type { NoticeReader } from '../modules/sources'
import { type OcrPool, readPdfDocument } from '../reading'

/**
 * Keeps a notice under a key made of its bytes' SHA-256 ('notice-<hex>.pdf'): the same notice
 * is stored once however often it is read, and no user's upload key can collide with it.
 */
export function createSourceDocumentStore(storage: ObjectStorage): SourceDocumentStore {
  return async ({ bytes }) => {
    const key = `notice-${createHash('sha256').update(bytes).digest('hex')}.pdf`
    if (!(await storage.exists(key))) await storage.put(key, Buffer.from(bytes))
    return key
  }
}

const STATUSES = ['scheduled', 'postponed', 'cancelled', 'stayed', 'sold'] as const
type Status = (typeof STATUSES)[number]
const isStatus = (value: string | undefined): value is Status =>
  (STATUSES as readonly string[]).includes(value ?? '')

/** The reader on `ocr` (the process's pool, created on first use). */
export function createNoticeReader(ocr: () => Promise<OcrPool>): NoticeReader {
  return async (pdf, { maxPages }) => {
    const reading = await readPdfDocument(pdf, { ocr, maxPages })
    if (!reading.ok) return reading
    const found = reading.found
    const address = found.propertyAddress?.value
    const status = found.saleStatus?.value
    return {
      ok: true,
      pages: reading.pages,
      ocrPages: reading.ocrPages,
      fields: {
        documentType: found.documentType.value,
        defendants: found.defendants?.value ?? [],
        plaintiff: found.plaintiff?.value ?? null,
        street: address?.street ?? null,
        city: address?.city ?? null,
        state: address?.state ?? null,
        zip: address?.zip ?? null,
        caseNumber: found.caseNumber?.value ?? null,
        amount: found.amount?.value.value ?? null,
        amountKind: found.amount?.value.kind ?? null,
        saleDate: found.saleDate?.value ?? null,
        saleStatus: isStatus(status) ? status : null,
      },
    }
  }
}
