/**
 * The leads module's own reads and writes of `leads` and `lead_notes` (the list's statement is
 * in leads-list.queries.ts). Every statement names the owner's id, so another user's lead
 * behaves exactly like one that does not exist.
 */
import type { LeadPatch } from '@common/contracts/leads'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { leadNotes, leads, type NewLead } from '../../db/schema'
import { isoMillis, LEAD_COLUMNS, type LeadRow } from './lead-row'

/**
 * What a lead copies from its source; the user's own fields start at their defaults, except the
 * status, which a source may start elsewhere (a cancelled sale's lead starts as 'dead').
 */
export type LeadCopy = Omit<
  NewLead,
  | 'id'
  | 'userId'
  | 'tags'
  | 'folder'
  | 'nextActionAt'
  | 'contactCount'
  | 'estimatedEquity'
  | 'absenteeOwner'
  | 'createdAt'
  | 'updatedAt'
>

/** A database handle or an open transaction. */
type Handle = Pick<Db, 'execute' | 'insert' | 'update' | 'delete' | 'select'>

/**
 * Rows per INSERT: a lead copy has about 30 columns, and PostgreSQL takes at most 65,535 bind
 * parameters a statement (a tax-sale list gives tens of thousands of leads at once).
 */
const INSERT_BATCH = 1_000

/**
 * Inserts the copies the user does not have yet and returns every copy's lead id, new or not
 * (one statement a batch of 1,000: 20 parallel keeps of one result give one lead and 20 times its id). The
 * conflict branch rewrites the key (and updatedAt) with itself, which changes nothing and makes
 * RETURNING include the lead kept before; `xmax = 0` is true only for rows this statement
 * inserted (an updated row carries the updating transaction's id).
 */
export async function insertLeadCopies(
  db: Handle,
  userId: string,
  copies: readonly LeadCopy[],
): Promise<{ id: string; dedupeKey: string; created: boolean }[]> {
  const kept: { id: string; dedupeKey: string; created: boolean }[] = []
  for (let from = 0; from < copies.length; from += INSERT_BATCH) {
    const batch = copies.slice(from, from + INSERT_BATCH)
    kept.push(
      ...(await db
        .insert(leads)
        .values(batch.map((copy) => ({ ...copy, userId })))
        .onConflictDoUpdate({
          target: [leads.userId, leads.dedupeKey],
          // updatedAt named too, or Drizzle's $onUpdate would stamp the kept lead as changed.
          set: { dedupeKey: sql`excluded.dedupe_key`, updatedAt: sql`${leads.updatedAt}` },
        })
        .returning({
          id: leads.id,
          dedupeKey: leads.dedupeKey,
          created: sql<boolean>`(xmax = 0)`,
        })),
    )
  }
  return kept
}

/** The owner's leads among `ids`, in no particular order. */
export async function selectLeadsByIds(
  db: Handle,
  userId: string,
  ids: readonly string[],
): Promise<LeadRow[]> {
  if (ids.length === 0) return []
  const result = await db.execute<LeadRow>(
    sql`select ${LEAD_COLUMNS} from ${leads}
        where ${and(eq(leads.userId, userId), inArray(leads.id, [...ids]))}`,
  )
  return result.rows
}

export async function selectLead(db: Handle, userId: string, id: string): Promise<LeadRow | null> {
  const [row] = await selectLeadsByIds(db, userId, [id])
  return row ?? null
}

/** The lead's notes, newest first. */
export async function selectNotes(
  db: Handle,
  userId: string,
  leadId: string,
): Promise<{ id: string; body: string; created_at: string }[]> {
  const result = await db.execute<{ id: string; body: string; created_at: string }>(
    sql`select ${leadNotes.id} as id, ${leadNotes.body} as body,
          ${isoMillis(leadNotes.createdAt)} as created_at
        from ${leadNotes}
        where ${and(eq(leadNotes.leadId, leadId), eq(leadNotes.userId, userId))}
        order by ${leadNotes.createdAt} desc, ${leadNotes.id} desc`,
  )
  return result.rows
}

/** `array[$1, $2]::text[]`, or an empty text[] (Drizzle would expand a JS array into a list). */
function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`
}

/** The tags after a patch: replaced, or the old ones plus `addTags` minus `removeTags`, in order. */
function tagsAfter(patch: LeadPatch): SQL | undefined {
  if (patch.tags) return textArray(patch.tags)
  if (!patch.addTags && !patch.removeTags) return undefined
  return sql`array(
    select u.tag from unnest(${leads.tags} || ${textArray(patch.addTags ?? [])}) with ordinality as u(tag, ord)
    where u.tag <> all(${textArray(patch.removeTags ?? [])})
    group by u.tag order by min(u.ord))`
}

/**
 * Applies the patch's field changes to the owner's leads among `ids` (the note is appended
 * apart, appendNote) and marks them updated; returns each changed lead's id and tag count, so
 * the caller can refuse (and roll back) a change that leaves too many tags.
 */
export async function updateLeads(
  db: Handle,
  userId: string,
  ids: readonly string[],
  patch: LeadPatch,
): Promise<{ id: string; tagCount: number }[]> {
  const tags = tagsAfter(patch)
  return db
    .update(leads)
    .set({
      ...(patch.status !== undefined && { status: patch.status }),
      ...(tags && { tags }),
      ...(patch.folder !== undefined && { folder: patch.folder }),
      ...(patch.nextActionAt !== undefined && {
        nextActionAt: patch.nextActionAt === null ? null : new Date(patch.nextActionAt),
      }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(leads.userId, userId), inArray(leads.id, [...ids])))
    .returning({ id: leads.id, tagCount: sql<number>`cardinality(${leads.tags})` })
}

/** Appends the same note, stamped now, to each of the owner's leads in `ids`. */
export async function appendNote(
  db: Handle,
  userId: string,
  ids: readonly string[],
  body: string,
): Promise<void> {
  if (ids.length === 0) return
  await db.insert(leadNotes).values(ids.map((leadId) => ({ leadId, userId, body })))
}

/** Deletes the owner's lead and its notes; false when there was none. */
export async function deleteLeadRow(db: Handle, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.userId, userId), eq(leads.id, id)))
    .returning({ id: leads.id })
  return deleted.length > 0
}

/**
 * Deletes the owner's leads kept from one uploaded document (and their notes): the dashboard
 * deletes them with the document, whose dialog says so (docs/decisions/0019).
 */
export async function deleteLeadsOfDocument(
  db: Handle,
  userId: string,
  documentId: string,
): Promise<number> {
  const deleted = await db
    .delete(leads)
    .where(and(eq(leads.userId, userId), eq(leads.documentId, documentId)))
    .returning({ id: leads.id })
  return deleted.length
}

/** The owner's leads kept from one uploaded document, oldest first (its records' order). */
export async function selectLeadsOfDocument(
  db: Handle,
  options: { userId: string; documentId: string; from: number; take: number },
): Promise<(LeadRow & { position: number })[]> {
  // A document's leads have distinct positions (their dedupe key holds it); a single-record
  // document's one lead has none and comes first (-1).
  const position = sql`coalesce(${leads.recordPosition}, -1)`
  const result = await db.execute<LeadRow & { position: number }>(
    sql`select ${LEAD_COLUMNS}, ${position} as position from ${leads}
        where ${and(eq(leads.userId, options.userId), eq(leads.documentId, options.documentId))}
          and ${position} >= ${options.from}
        order by ${position}, ${leads.id} limit ${options.take}`,
  )
  return result.rows
}
