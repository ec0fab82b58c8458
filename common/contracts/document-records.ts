/**
 * The records of a multi-record document read a page at a time (docs/decisions/0080):
 * GET /api/documents/:id/records?from=&limit= (and /api/v1/documents/:id/records). A list of a
 * county's sales holds tens of thousands of records; the document's own view carries only the
 * first page of them and their count.
 */
import { z } from 'zod'
import { documentLeadView } from './documents'

/** Page sizes of a document's records: the first page its view carries, a page's default and most. */
export const RECORDS_PAGE = { first: 50, default: 50, max: 200 } as const

const DOCUMENT_RECORDS_MESSAGES = {
  badFrom: 'from must be a record position: a whole number, 0 or more (a page\'s "next")',
  badLimit: `limit must be a whole number from 1 to ${RECORDS_PAGE.max}`,
  badCursor: "cursor must be the previous page's nextCursor, as it was given",
} as const

const pageLimit = z.coerce
  .number({ error: DOCUMENT_RECORDS_MESSAGES.badLimit })
  .int(DOCUMENT_RECORDS_MESSAGES.badLimit)
  .min(1, DOCUMENT_RECORDS_MESSAGES.badLimit)
  .max(RECORDS_PAGE.max, DOCUMENT_RECORDS_MESSAGES.badLimit)
  .default(RECORDS_PAGE.default)

/**
 * GET /api/v1/documents/:id/leads?cursor=&limit=50: the leads kept from a document, in document
 * order, a page at a time (a list's import makes one a record: tens of thousands).
 */
export const documentLeadsRequest = z.object({
  /** The previous page's nextCursor (the next lead's record position), as it was given. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, DOCUMENT_RECORDS_MESSAGES.badCursor)
    .optional()
    .meta({ description: "The previous page's nextCursor, as it was given" }),
  limit: pageLimit.meta({ description: `Leads a page, 1 to ${RECORDS_PAGE.max}` }),
})

/** GET /api/documents/:id/records?from=0&limit=50 */
export const documentRecordsRequest = z.object({
  /**
   * The position (from 0) to start at: the records at it and after it, in document order. 0 for
   * the first page, the previous page's `next` for the next one, a lead's `recordPosition` for
   * its own record.
   */
  from: z.coerce
    .number({ error: DOCUMENT_RECORDS_MESSAGES.badFrom })
    .int(DOCUMENT_RECORDS_MESSAGES.badFrom)
    .min(0, DOCUMENT_RECORDS_MESSAGES.badFrom)
    .max(2_147_483_647, DOCUMENT_RECORDS_MESSAGES.badFrom)
    .default(0),
  limit: pageLimit,
})

export const documentRecordsResponse = z.object({
  /** At most `limit` records from `from`, in document order. */
  records: z.array(documentLeadView),
  /** How many records the document has (0 while a list's import is not done). */
  total: z.number().int(),
  /** Pass as `from` for the next page; null when no record follows this page. */
  next: z.number().int().nullable(),
})
export type DocumentRecordsResponse = z.infer<typeof documentRecordsResponse>
