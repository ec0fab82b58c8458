/**
 * Processing's step after extraction (issue 34, item 7; docs/decisions/0055): a document of a
 * layout the owner's account taught by correcting a field is read where the correction showed
 * the field, over what the extractor read; and the words of the first pages are kept, so that
 * this document's own corrections can be located and teach its layout. A list's fields are its
 * first record's, so only single-record documents are read by a layout.
 */

import type { Db } from '../../../db/client'
import type { DocumentReading, EvidencePositions, PageWords } from '../../../reading'
import { KEPT_WORD_PAGES, type KeptPageWords } from '../corrections/page-words.queries'
import { pageOf, readWithLayoutMemory } from '../layouts/layout-memory'
import { layoutSignature } from '../layouts/layout-signature'

export async function readLayoutFields(
  db: Pick<Db, 'select'>,
  doc: { userId: string },
  reading: DocumentReading,
  words: readonly PageWords[],
): Promise<{ positions: EvidencePositions; kept: KeptPageWords }> {
  const signature = layoutSignature(pageOf(words, 1))
  const kept = { pages: words.filter((page) => page.page <= KEPT_WORD_PAGES), signature }
  if (reading.leads.length > 0) return { positions: {}, kept }
  const read = await readWithLayoutMemory(db, {
    userId: doc.userId,
    signature,
    pages: words,
    entries: reading.found,
  })
  reading.found = read.entries
  return { positions: read.positions, kept }
}
