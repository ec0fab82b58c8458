/**
 * One page of the user's leads (GET /api/leads): filters, one of four sorts in either order,
 * keyset pagination. The order is (sort value, id), id breaking ties, and leads without a sort
 * value (no filing date, no amount...) come last in both orders. Each page is read as two index
 * walks, one over the leads with a value from the cursor on, one over those without, each on the
 * (user, sort column, id) index and stopped after `limit + 1` rows; the union of the two is at
 * most 2 * (limit + 1) rows to order. No OFFSET: page 200 costs what page 1 costs.
 */
import type { LeadSort, ListLeadsQuery } from '@common/contracts/leads'
import { and, arrayContains, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { leads } from '../../db/schema'
import { leadStageConditions } from './lead-case-state'
import type { CursorPosition } from './lead-cursor'
import { isoMicros, LEAD_COLUMNS, type LeadRow } from './lead-row'

export type LeadFilters = Omit<ListLeadsQuery, 'sort' | 'order' | 'limit' | 'cursor' | 'group'>

/** A page's row: the lead, and its sort value as text (what a cursor holds). */
export type LeadPageRow = LeadRow & { sort_key: string | null }

interface SortSpec {
  column: PgColumn
  /** The SQL type a cursor's text value is cast to. */
  type: SQL
  /** The value as text: exactly what lead-cursor.ts accepts back. */
  key: SQL
  nullable: boolean
}

/** A sort on a column that may be empty, whose cursor holds the value as PostgreSQL's text. */
function optionalValueSort(column: PgColumn, type: SQL): SortSpec {
  return { column, type, key: sql`${column}::text`, nullable: true }
}

const SORTS: Record<LeadSort, SortSpec> = {
  updatedAt: {
    column: leads.updatedAt,
    type: sql`timestamptz`,
    key: isoMicros(leads.updatedAt),
    nullable: false,
  },
  filingDate: optionalValueSort(leads.filingDate, sql`date`),
  saleDate: optionalValueSort(leads.saleDate, sql`date`),
  amount: optionalValueSort(leads.loanAmount, sql`numeric`),
  equity: optionalValueSort(leads.estimatedEquity, sql`numeric`),
  urgency: optionalValueSort(leads.urgencyScore, sql`smallint`),
}

/** `%term%` for ILIKE, with the pattern characters of the term taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

const MAX_TERMS = 8

/** The WHERE conditions of the filters, besides the owner. */
export function filterConditions(filters: LeadFilters): SQL[] {
  const where: SQL[] = []
  if (filters.status?.length) where.push(inArray(leads.status, filters.status))
  if (filters.tag?.length) where.push(arrayContains(leads.tags, filters.tag))
  if (filters.folder) where.push(eq(leads.folder, filters.folder))
  if (filters.zip) where.push(eq(leads.zipCode, filters.zip))
  if (filters.state) where.push(eq(leads.state, filters.state))
  if (filters.county) where.push(sql`lower(${leads.county}) = lower(${filters.county})`)
  if (filters.filingType) {
    where.push(sql`lower(${leads.filingType}) = lower(${filters.filingType})`)
  }
  if (filters.filedFrom) where.push(sql`${leads.filingDate} >= ${filters.filedFrom}::date`)
  if (filters.filedTo) where.push(sql`${leads.filingDate} <= ${filters.filedTo}::date`)
  if (filters.saleFrom) where.push(sql`${leads.saleDate} >= ${filters.saleFrom}::date`)
  if (filters.saleTo) where.push(sql`${leads.saleDate} <= ${filters.saleTo}::date`)
  if (filters.hasContacts !== undefined) {
    where.push(
      filters.hasContacts ? sql`${leads.contactCount} > 0` : sql`${leads.contactCount} = 0`,
    )
  }
  if (filters.minEquity !== undefined) {
    where.push(sql`${leads.estimatedEquity} >= ${String(filters.minEquity)}::numeric`)
  }
  if (filters.minUrgency !== undefined) {
    where.push(sql`${leads.urgencyScore} >= ${filters.minUrgency}`)
  }
  if (filters.absentee !== undefined) where.push(eq(leads.absenteeOwner, filters.absentee))
  where.push(
    ...leadStageConditions({
      stages: filters.stage,
      saleWithinDays: filters.saleWithinDays,
      excludeEnded: filters.excludeEnded,
    }),
  )
  // Every word of the free text must be in the defendant names, the address or the case number.
  const terms = (filters.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_TERMS)
  for (const term of terms) {
    const pattern = containing(term)
    const fields = [leads.defendantName, leads.propertyAddress, leads.caseNumber]
    const anyField = or(...fields.map((field) => sql`${field} ilike ${pattern} escape '\\'`))
    if (anyField) where.push(anyField)
  }
  return where
}

/** The owner's leads matching the filters (and, for an export, only real ones). */
export function ownedMatching(options: {
  userId: string
  filters: LeadFilters
  realOnly?: boolean
}): SQL | undefined {
  return and(
    eq(leads.userId, options.userId),
    ...filterConditions(options.filters),
    ...(options.realOnly ? [eq(leads.isSample, false)] : []),
  )
}

/**
 * Up to `limit + 1` leads after `after` (the extra one says whether there is a next page),
 * in the sort's order.
 */
export async function selectLeadPage(
  db: Db,
  options: {
    userId: string
    filters: LeadFilters
    sort: LeadSort
    order: 'asc' | 'desc'
    limit: number
    after: CursorPosition | null
    /** Leave sample leads (generated data) out: what an export reads (docs/decisions/0026). */
    realOnly?: boolean
  },
): Promise<LeadPageRow[]> {
  const spec = SORTS[options.sort]
  const { after } = options
  const col = spec.column
  const dir = options.order === 'desc' ? sql`desc` : sql`asc`
  const beyond = options.order === 'desc' ? sql`<` : sql`>`
  const take = options.limit + 1
  const base = ownedMatching(options)
  const select = sql`select ${LEAD_COLUMNS}, ${spec.key} as sort_key, ${col} as sort_value`

  const withValues = (afterValue: SQL) => sql`${select}, 0 as phase from ${leads}
    where ${base} and ${col} is not null ${afterValue}
    order by ${col} ${dir}, ${leads.id} ${dir} limit ${take}`
  const withoutValue = (afterId: SQL) => sql`${select}, 1 as phase from ${leads}
    where ${base} and ${col} is null ${afterId}
    order by ${leads.id} ${dir} limit ${take}`

  let query: SQL
  if (!spec.nullable) {
    const afterValue = after
      ? sql`and (${col}, ${leads.id}) ${beyond} (${after.value}::${spec.type}, ${after.id}::uuid)`
      : sql``
    query = withValues(afterValue)
  } else if (after && after.value === null) {
    // The last page ended among the leads without a value: only those after its id are left.
    query = withoutValue(sql`and ${leads.id} ${beyond} ${after.id}::uuid`)
  } else {
    const afterValue = after
      ? sql`and (${col}, ${leads.id}) ${beyond} (${after.value}::${spec.type}, ${after.id}::uuid)`
      : sql``
    query = sql`select * from ((${withValues(afterValue)}) union all (${withoutValue(sql``)})) as page
      order by phase, sort_value ${dir}, id ${dir} limit ${take}`
  }
  const result = await db.execute<LeadPageRow>(query)
  return result.rows
}

/**
 * A page of the list grouped by ZIP (group=zip): ZIP codes ascending, leads without one last;
 * within a ZIP the sort's order, leads without a sort value last, id breaking ties. One statement
 * over the user's leads matching the filters; the keyset after the cursor's (ZIP, value, id) is
 * spelled out because the ZIP ascends while the sort may descend. The ZIP order is the (user,
 * ZIP) index's own (ascending, nulls last), so PostgreSQL walks that index ZIP by ZIP and sorts
 * only within the first ZIPs until it has `limit + 1` rows (an incremental sort), instead of
 * sorting all the user's leads: 25,000 leads cost what a few ZIPs do (docs/decisions/0019, 0075).
 */
export async function selectGroupedLeadPage(
  db: Db,
  options: Parameters<typeof selectLeadPage>[1],
): Promise<LeadPageRow[]> {
  const spec = SORTS[options.sort]
  const { after } = options
  const col = spec.column
  const zip = leads.zipCode
  const dir = options.order === 'desc' ? sql`desc` : sql`asc`
  const beyond = options.order === 'desc' ? sql`<` : sql`>`
  const base = ownedMatching(options)

  let keyset = sql`true`
  if (after) {
    const laterGroups =
      after.zip == null ? sql`false` : sql`(${zip} is null or ${zip} > ${after.zip})`
    const sameGroup = after.zip == null ? sql`${zip} is null` : sql`${zip} = ${after.zip}`
    const pair = (value: string) =>
      sql`(${col}, ${leads.id}) ${beyond} (${value}::${spec.type}, ${after.id}::uuid)`
    const laterInGroup =
      after.value === null
        ? sql`(${col} is null and ${leads.id} ${beyond} ${after.id}::uuid)`
        : spec.nullable
          ? sql`((${col} is not null and ${pair(after.value)}) or ${col} is null)`
          : pair(after.value)
    keyset = sql`(${laterGroups} or (${sameGroup} and ${laterInGroup}))`
  }
  const result = await db.execute<LeadPageRow>(
    sql`select ${LEAD_COLUMNS}, ${spec.key} as sort_key from ${leads}
      where ${base} and ${keyset}
      order by ${zip}, ${col} is null, ${col} ${dir}, ${leads.id} ${dir}
      limit ${options.limit + 1}`,
  )
  return result.rows
}
