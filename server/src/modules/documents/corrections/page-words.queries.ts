/**
 * The words of a processed document's first pages, kept so that a correction can be located on
 * the page (a selection in the viewer found again on the words) and teach the document's layout
 * (docs/decisions/0055). Owner-scoped like every user row.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { documentPageWords } from '../../../db/schema'
import type { PageWords } from '../../../reading'

/**
 * Pages whose words are kept: a single-record document's fields are on its first pages, and a
 * page of words is some 20-40 KB of JSON.
 */
export const KEPT_WORD_PAGES = 5

/** The kept words of a document and its first page's layout signature. */
export interface KeptPageWords {
  pages: PageWords[]
  signature: string[]
}

type Handle = Pick<Db, 'insert' | 'select'>

/** Keeps (or replaces, when processed again) the first pages' words and the signature. */
export async function keepPageWords(
  db: Handle,
  doc: { id: string; userId: string },
  words: KeptPageWords,
): Promise<void> {
  const pages = words.pages.filter((reading) => reading.page <= KEPT_WORD_PAGES)
  await db
    .insert(documentPageWords)
    .values({ documentId: doc.id, userId: doc.userId, pages, signature: words.signature })
    .onConflictDoUpdate({
      target: documentPageWords.documentId,
      set: { pages, signature: words.signature },
    })
}

/** The owner's document's kept words, or null (processed before they were kept, a Word file). */
export async function pageWordsOf(
  db: Pick<Db, 'select'>,
  scope: { userId: string; documentId: string },
): Promise<KeptPageWords | null> {
  const [row] = await db
    .select({ pages: documentPageWords.pages, signature: documentPageWords.signature })
    .from(documentPageWords)
    .where(
      and(
        eq(documentPageWords.documentId, scope.documentId),
        eq(documentPageWords.userId, scope.userId),
      ),
    )
  return row && row.pages.length > 0 ? row : null
}
