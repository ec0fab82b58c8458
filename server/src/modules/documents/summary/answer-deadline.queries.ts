/**
 * The answer deadline an uploaded document states, for the summary of a lead kept from it (the
 * leads module reads it through the face). Scoped to the owner: another user's document has none.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { documents } from '../../../db/schema'
import type { AnswerDeadline } from '../../../reading'
import { answerDeadlineOf } from '../views/stored-extraction'

export async function documentAnswerDeadline(
  db: Db,
  options: { userId: string; documentId: string },
): Promise<AnswerDeadline | null> {
  const [row] = await db
    .select({ extraction: documents.extraction, status: documents.processingStatus })
    .from(documents)
    .where(and(eq(documents.id, options.documentId), eq(documents.userId, options.userId)))
  return row?.status === 'completed' ? answerDeadlineOf(row.extraction ?? null) : null
}
