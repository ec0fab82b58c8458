/**
 * The stored urgency score (issue 35, docs/decisions/0085): leads.urgency_score, worked out for a
 * set of a user's leads exactly as their views work it out (the same inputs, read the same way:
 * lead-views.ts urgencyInputsOf, and the same presenter), with urgency_computed_at stamped.
 * The list sorts and filters on it; a change is told to the hook the composition root gives
 * (alerts' threshold alerts).
 *
 * "Previous -> new" is read and written under a per-user transaction-level advisory lock and row
 * locks, so two refreshes running at once (two workers, a worker and a list) are serialised per
 * user: the second reads what the first wrote and reports no change twice. An input change made
 * while a refresh holds the rows (a trace clearing urgency_computed_at) waits for it and leaves
 * the lead due again.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { toLeadView } from './lead.presenter'
import { LEAD_COLUMNS, type LeadRow } from './lead-row'
import { utcToday } from './lead-urgency'
import type { LeadUrgencyDeps, UrgencyChange } from './lead-urgency.deps'
import { dueCondition, dueLeadsOf } from './lead-urgency-due.queries'
import { urgencyInputsOf } from './lead-views'

/** How many leads one transaction refreshes (its row locks and its few reads). */
const URGENCY_REFRESH_CHUNK = 500

/**
 * The most due leads a list by urgency refreshes before it reads: a few hundred milliseconds.
 * A user with more due at once (a large import, the day's first list of a large workspace
 * before the job's run) sees the rest in yesterday's order, or last when never scored, until
 * the refresh job (every five minutes) reaches them.
 */
export const LIST_REFRESH_LIMIT = 2000

/** "12 Oak St, Trenton": the address with its city, else the defendant, else the case number. */
const titleOf = (row: LeadRow) =>
  row.property_address
    ? [row.property_address, row.city].filter(Boolean).join(', ')
    : (row.defendant_name ?? row.case_number ?? 'Lead')

type ScoredRow = LeadRow & { previous_score: number | null }

/**
 * Works out and stores the score of the user's leads among `leadIds` (`onlyDue`: those still due
 * when locked, so a refresh that lost a race does nothing); tells the hook of each change after
 * its chunk commits, and returns them. `now`: the clock (tests move it).
 */
export async function refreshLeadUrgency(
  db: Db,
  deps: LeadUrgencyDeps,
  options: { userId: string; leadIds: readonly string[]; onlyDue?: boolean; now?: Date },
): Promise<UrgencyChange[]> {
  const now = options.now ?? new Date()
  const all: UrgencyChange[] = []
  const ids = [...new Set(options.leadIds)]
  for (let from = 0; from < ids.length; from += URGENCY_REFRESH_CHUNK) {
    const chunk = ids.slice(from, from + URGENCY_REFRESH_CHUNK)
    const changes = await db.transaction((tx) =>
      refreshChunk(tx, deps, { ...options, leadIds: chunk, now }),
    )
    if (changes.length > 0) await deps.onUrgencyChanged(changes)
    all.push(...changes)
  }
  return all
}

async function refreshChunk(
  tx: Pick<Db, 'execute'>,
  deps: LeadUrgencyDeps,
  options: { userId: string; leadIds: readonly string[]; onlyDue?: boolean; now: Date },
): Promise<UrgencyChange[]> {
  const { userId, now } = options
  const today = utcToday(now)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leads:urgency:${userId}`}))`)
  const { rows } = await tx.execute<ScoredRow>(sql`
    select ${LEAD_COLUMNS}, leads.urgency_score as previous_score from leads
    where leads.user_id = ${userId}::uuid
      and leads.id = any(${`{${options.leadIds.join(',')}}`}::uuid[])
      ${options.onlyDue ? sql`and ${dueCondition(today)}` : sql``}
    order by leads.id
    for update`)
  if (rows.length === 0) return []
  const inputs = await urgencyInputsOf(oneAtATime(tx), userId, rows, deps.reach)
  const changes: UrgencyChange[] = []
  const scores = rows.map((row) => {
    const { urgency } = toLeadView(
      row,
      inputs.stages.get(row.id),
      inputs.provenance.get(row.id),
      inputs.reach.get(row.id),
      today,
    )
    const previous = row.previous_score === null ? null : Number(row.previous_score)
    if (previous !== urgency.score) {
      changes.push({
        userId,
        leadId: row.id,
        previous,
        score: urgency.score,
        explanation: urgency.explanation,
        title: titleOf(row),
      })
    }
    return urgency.score
  })
  await tx.execute(sql`
    update leads set urgency_score = v.score::smallint,
      urgency_computed_at = ${now.toISOString()}::timestamptz
    from unnest(${`{${rows.map((row) => row.id).join(',')}}`}::uuid[],
      ${`{${scores.join(',')}}`}::int[]) as v(id, score)
    where leads.id = v.id and leads.user_id = ${userId}::uuid`)
  return changes
}

/**
 * The transaction's statements one after another: the readers send theirs together, which a
 * pool spreads over connections but one transaction's client would have to queue (node-postgres
 * deprecates that).
 */
function oneAtATime(tx: Pick<Db, 'execute'>): Pick<Db, 'execute'> {
  let last: Promise<unknown> = Promise.resolve()
  const execute = ((query: Parameters<Db['execute']>[0]) => {
    const run = last.then(() => tx.execute(query))
    last = run.catch(() => undefined)
    return run
  }) as Db['execute']
  return { execute }
}

/** Refreshes up to `limit` of the user's due leads (the list's, before it reads by urgency). */
export async function refreshDueUrgencyOfUser(
  db: Db,
  deps: LeadUrgencyDeps,
  userId: string,
  options: { limit?: number; now?: Date } = {},
): Promise<UrgencyChange[]> {
  const now = options.now ?? new Date()
  const due = await dueLeadsOf(db, {
    userId,
    today: utcToday(now),
    limit: options.limit ?? LIST_REFRESH_LIMIT,
  })
  if (due.length === 0) return []
  return refreshLeadUrgency(db, deps, {
    userId,
    leadIds: due.map((lead) => lead.id),
    onlyDue: true,
    now,
  })
}

/**
 * The refresh job's run: due leads of every user, `batch` at a time, until none is due or
 * `maxBatches` were done (the next run goes on). The number of leads refreshed.
 */
export async function refreshDueUrgency(
  db: Db,
  deps: LeadUrgencyDeps,
  options: { batch?: number; maxBatches?: number; now?: Date } = {},
): Promise<number> {
  const batch = options.batch ?? URGENCY_REFRESH_CHUNK
  const now = options.now ?? new Date()
  let refreshed = 0
  for (let run = 0; run < (options.maxBatches ?? 40); run++) {
    const due = await dueLeadsOf(db, { today: utcToday(now), limit: batch })
    const byUser = new Map<string, string[]>()
    for (const lead of due) byUser.set(lead.userId, [...(byUser.get(lead.userId) ?? []), lead.id])
    for (const [userId, leadIds] of byUser) {
      await refreshLeadUrgency(db, deps, { userId, leadIds, onlyDue: true, now })
    }
    refreshed += due.length
    if (due.length < batch) break
  }
  return refreshed
}
