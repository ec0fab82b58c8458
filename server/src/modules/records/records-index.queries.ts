/**
 * Reads of the records index (`filings`) for searches, with a short-lived query cache in
 * `query_cache` keyed by the readable query ('geo:FL:33130:miami:'), so ingestion can drop the
 * entries of the places it touched.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type Filing, filings, queryCache } from '../../db/schema'

export interface IndexQuery {
  state: string
  zipCode: string
  city?: string
  county?: string
}

/** At most this many filings answer one search (newest first). */
export const MAX_RESULTS = 500
const CACHE_TTL_MS = 10 * 60 * 1000

export function cacheKeyFor(query: IndexQuery): string {
  const part = (value?: string) => (value ?? '').trim().toLowerCase()
  return `geo:${query.state}:${query.zipCode}:${part(query.city)}:${part(query.county)}`
}

async function queryIndex(db: Db, query: IndexQuery): Promise<Filing[]> {
  const conditions = [eq(filings.state, query.state), eq(filings.zipCode, query.zipCode)]
  if (query.city) conditions.push(sql`lower(${filings.city}) = lower(${query.city})`)
  if (query.county) conditions.push(sql`lower(${filings.county}) = lower(${query.county})`)
  return db
    .select()
    .from(filings)
    .where(and(...conditions))
    .orderBy(sql`${filings.filingDate} desc nulls last`, desc(filings.createdAt))
    .limit(MAX_RESULTS)
}

/** The filings matching a search, newest filing first; served from the cache when fresh. */
export async function findFilings(db: Db, query: IndexQuery): Promise<Filing[]> {
  const cacheKey = cacheKeyFor(query)
  const [cached] = await db
    .update(queryCache)
    .set({ hitCount: sql`${queryCache.hitCount} + 1`, lastHit: new Date() })
    .where(and(eq(queryCache.cacheKey, cacheKey), sql`${queryCache.expiresAt} > now()`))
    .returning({ resultIds: queryCache.resultIds })
  if (cached) {
    if (cached.resultIds.length === 0) return []
    const rows = await db.select().from(filings).where(inArray(filings.id, cached.resultIds))
    const order = new Map(cached.resultIds.map((id, index) => [id, index]))
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
  }
  const rows = await queryIndex(db, query)
  const resultIds = rows.map((row) => row.id)
  await db
    .insert(queryCache)
    .values({
      cacheKey,
      queryHash: cacheKey,
      resultIds,
      expiresAt: new Date(Date.now() + CACHE_TTL_MS),
    })
    .onConflictDoUpdate({
      target: queryCache.cacheKey,
      set: { resultIds, expiresAt: new Date(Date.now() + CACHE_TTL_MS), hitCount: 0 },
    })
  return rows
}

/** Drops cached answers for a place after ingestion changed its filings. */
export async function invalidateCachedPlace(db: Db, state: string, zipCode: string): Promise<void> {
  await db.delete(queryCache).where(sql`${queryCache.cacheKey} like ${`geo:${state}:${zipCode}:%`}`)
}

/** The county of a ZIP as the index knows it, for plans that count counties. */
export async function countyOfZip(db: Db, state: string, zipCode: string): Promise<string | null> {
  const [row] = await db
    .select({ county: filings.county })
    .from(filings)
    .where(
      and(
        eq(filings.state, state),
        eq(filings.zipCode, zipCode),
        sql`${filings.county} is not null`,
      ),
    )
    .limit(1)
  return row?.county ?? null
}
