/**
 * The lead workspace's reads and changes: the list (filters, sort, cursor), one lead with its
 * notes, changing one lead or many (all or nothing), deleting one. Another user's lead answers
 * exactly like one that does not exist (404 LEAD_NOT_FOUND).
 */
import {
  type BulkUpdateLeadsResponse,
  type GetLeadResponse,
  LEAD_MESSAGES,
  type LeadPatch,
  type LeadView,
  type ListLeadsQuery,
  type ListLeadsResponse,
} from '@common/contracts/leads'
import { LEADS } from '@common/limits'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { SessionUser } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { effectiveTier, limitsFor } from '../billing'
import { caseHistoryFor } from '../cases'
import { toLeadWithNotes } from './lead.presenter'
import { decodeCursor, encodeCursor, queryFingerprint } from './lead-cursor'
import { leadSummary } from './lead-summary'
import type { LeadReachReader, LeadUrgencyDeps } from './lead-urgency.deps'
import { refreshDueUrgencyOfUser } from './lead-urgency-refresh.service'
import { caseOfLead, toLeadViews, urgencyInputsOf } from './lead-views'
import {
  appendNote,
  deleteLeadRow,
  selectLead,
  selectLeadsByIds,
  selectLeadsOfDocument,
  selectNotes,
  updateLeads,
} from './leads.queries'
import { type LeadFilters, selectGroupedLeadPage, selectLeadPage } from './leads-list.queries'

const notFound = () => AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.notFound)

/** One page of the user's leads and the cursor of the next one. */
export async function listLeads(
  db: Db,
  options: {
    userId: string
    query: ListLeadsQuery
    /** The reach reader and change hook: given, a list by urgency refreshes due scores first. */
    urgency?: LeadUrgencyDeps
    log?: FastifyBaseLogger
  },
): Promise<ListLeadsResponse> {
  const { sort, order, limit, cursor, group, ...filters } = options.query
  if (options.urgency && (sort === 'urgency' || filters.minUrgency !== undefined)) {
    // What the user sees ordered or filtered by the stored score is today's score (0085).
    await refreshDueUrgencyOfUser(db, options.urgency, options.userId).catch((error: unknown) =>
      options.log?.error({ err: error }, 'refreshing the urgency scores before the list failed'),
    )
  }
  const grouped = group === 'zip'
  // The fingerprint of an ungrouped list is what it was before grouping existed.
  const fingerprint = queryFingerprint({
    filters: filters satisfies LeadFilters,
    sort,
    order,
    ...(grouped && { group }),
  })
  const after = cursor ? decodeCursor(cursor, fingerprint, sort, grouped) : null
  const select = grouped ? selectGroupedLeadPage : selectLeadPage
  const rows = await select(db, { userId: options.userId, filters, sort, order, limit, after })
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(fingerprint, {
          value: last.sort_key,
          id: last.id,
          ...(grouped && { zip: last.zip_code }),
        })
      : null
  return {
    leads: await toLeadViews(db, options.userId, page, options.urgency?.reach),
    nextCursor,
  }
}

/** The owner's lead with its notes, newest first, and its summary when the user is on Elite. */
export async function getLead(
  db: Db,
  options: { user: SessionUser; id: string; reach?: LeadReachReader },
): Promise<GetLeadResponse> {
  const userId = options.user.id
  const row = await selectLead(db, userId, options.id)
  if (!row) throw notFound()
  // Summaries are Elite's ("AI summarization"), with the subscription in force, as documents'.
  const summary =
    effectiveTier(options.user) === 'elite' ? await leadSummary(db, userId, row) : null
  // The case behind the lead as it stands now, with its history (issue 16, 0044): the records
  // index's events of its case and the user's own uploads of it, each saying where it came from.
  const theCase = caseOfLead(row)
  const [inputs, events] = await Promise.all([
    urgencyInputsOf(db, userId, [row], options.reach),
    theCase ? caseHistoryFor(db, userId, theCase) : [],
  ])
  const lifecycle = {
    stage: inputs.stages.get(row.id),
    events,
    provenance: inputs.provenance.get(row.id),
    reach: inputs.reach.get(row.id),
  }
  return toLeadWithNotes(row, await selectNotes(db, userId, options.id), lifecycle, summary)
}

/**
 * Whether the patch tags leads or files them in a folder: what a plan without tags and folders
 * may not do. Taking tags away (removeTags, tags: []) and clearing the folder stay allowed, so a
 * user whose plan ended can tidy the leads they tagged before (docs/decisions/0019).
 */
function addsTagsOrFolder(patch: LeadPatch): boolean {
  return Boolean(
    patch.addTags?.length ||
      patch.tags?.length ||
      (patch.folder !== undefined && patch.folder !== null),
  )
}

/** Refuses (403 TAGS_NOT_IN_PLAN) a patch that tags or files leads on a plan without it. */
function assertPatchInPlan(user: SessionUser, patch: LeadPatch): void {
  if (addsTagsOrFolder(patch) && !limitsFor(user).tagsAndFolders) {
    throw AppError.forbidden('TAGS_NOT_IN_PLAN', LEAD_MESSAGES.tagsNotInPlan)
  }
}

/**
 * Applies `patch` to the owner's leads among `ids` in one transaction: if any id is not theirs
 * (404) or a lead would end with more than LEADS.tagsPerLead tags (400), nothing changes.
 */
async function applyPatch(db: Db, userId: string, ids: readonly string[], patch: LeadPatch) {
  return db.transaction(async (tx) => {
    const changed = await updateLeads(tx, userId, ids, patch)
    if (changed.length < ids.length) {
      const found = new Set(changed.map((lead) => lead.id))
      const missing = ids.filter((id) => !found.has(id))
      if (ids.length === 1) throw notFound()
      throw AppError.notFound('LEAD_NOT_FOUND', LEAD_MESSAGES.someNotFound(missing.length), {
        missingIds: missing,
      })
    }
    const overfull = changed.filter((lead) => lead.tagCount > LEADS.tagsPerLead)
    if (overfull.length > 0) {
      throw AppError.badRequest('TOO_MANY_TAGS', LEAD_MESSAGES.tooManyTags(LEADS.tagsPerLead), {
        leadIds: overfull.map((lead) => lead.id),
      })
    }
    if (patch.note) await appendNote(tx, userId, ids, patch.note)
    return changed.length
  })
}

/** PATCH /api/leads/:id: the changed lead with its notes. */
export async function updateLead(
  db: Db,
  options: { user: SessionUser; id: string; patch: LeadPatch; reach?: LeadReachReader },
): Promise<GetLeadResponse> {
  assertPatchInPlan(options.user, options.patch)
  await applyPatch(db, options.user.id, [options.id], options.patch)
  return getLead(db, { user: options.user, id: options.id, reach: options.reach })
}

/** POST /api/leads/bulk: the same patch on each of the user's selected leads, all or nothing. */
export async function bulkUpdateLeads(
  db: Db,
  options: { user: SessionUser; ids: readonly string[]; patch: LeadPatch },
): Promise<BulkUpdateLeadsResponse> {
  assertPatchInPlan(options.user, options.patch)
  const updated = await applyPatch(db, options.user.id, options.ids, options.patch)
  return { updated }
}

/** Deletes the owner's lead and its notes (its source stays). */
export async function deleteLead(db: Db, options: { userId: string; id: string }): Promise<void> {
  if (!(await deleteLeadRow(db, options.userId, options.id))) throw notFound()
}

/** The owner's leads among `ids` (for other modules: contacts, outreach, export). */
export async function findLeadsForUser(
  db: Db,
  options: { userId: string; ids: readonly string[]; reach?: LeadReachReader },
): Promise<LeadView[]> {
  const rows = await selectLeadsByIds(db, options.userId, options.ids)
  return toLeadViews(db, options.userId, rows, options.reach)
}

/** The owner's leads kept from one of their uploaded documents (the public API's document leads). */
/**
 * A page of the leads kept from the user's document, in document order: `limit` from the
 * `cursor` (the next lead's record position, as the previous page gave it), with the views'
 * reach when given.
 */
export async function findLeadsOfDocument(
  db: Db,
  options: {
    userId: string
    documentId: string
    cursor?: string
    limit: number
    reach?: LeadReachReader
  },
): Promise<ListLeadsResponse> {
  const from = options.cursor === undefined ? -1 : Number(options.cursor)
  const rows = await selectLeadsOfDocument(db, {
    userId: options.userId,
    documentId: options.documentId,
    from,
    take: options.limit + 1,
  })
  const page = rows.slice(0, options.limit)
  const next = rows.length > options.limit ? rows[options.limit] : undefined
  return {
    leads: await toLeadViews(db, options.userId, page, options.reach),
    nextCursor: next ? String(next.position) : null,
  }
}

/**
 * Sets how many contacts the contacts module found for the owner's lead (what `hasContacts`
 * filters on), after a trace changed them, and makes its urgency due (reachability is an input,
 * decision 0085). Raw SQL, so the lead's updatedAt (the list's default sort: the user's own
 * changes) stays as it was. False when the lead is not the user's.
 */
export async function setLeadContactCount(
  db: Db,
  options: { userId: string; leadId: string; count: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    update leads set contact_count = ${Math.max(0, Math.trunc(options.count))}::int,
      urgency_computed_at = null
    where id = ${options.leadId}::uuid and user_id = ${options.userId}::uuid`)
  return (result.rowCount ?? 0) > 0
}
