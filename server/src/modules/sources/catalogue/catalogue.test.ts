import { count, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../db/client'
import { parsers, rateLimits, sources } from '../../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { findSourcePreset, SOURCE_PRESETS } from './catalogue'
import type { SourcePreset } from './source-preset'
import { syncSourceCatalogue } from './sync-catalogue.service'

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.destroy()
})

describe('the source catalogue', () => {
  it('every preset has a unique id, a parsable connector or a reason it cannot run, and says how it was checked', () => {
    const ids = SOURCE_PRESETS.map((preset) => preset.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const preset of SOURCE_PRESETS) {
      if (preset.connector) {
        const parsed = parseConnectorConfig(preset.connector)
        expect(parsed.ok ? null : parsed.error, preset.id).toBeNull()
      } else expect(preset.notRunnable, preset.id).toBeTruthy()
      if (preset.access === 'licensed_feed_required') {
        expect(preset.notRunnable, preset.id).toMatch(/^licensed feed required/)
      }
      expect(
        preset.verification.assumed.length + preset.verification.confirmed.length,
      ).toBeGreaterThan(0)
      if (['recorded_responses', 'recorded_values'].includes(preset.verification.level)) {
        expect(preset.verification.recorded.length, preset.id).toBeGreaterThan(0)
      }
    }
  })

  it("runs every preset but the licensed CT feed; Harris reads its notices' PDFs", () => {
    const unrunnable = SOURCE_PRESETS.filter((preset) => preset.notRunnable || !preset.connector)
    expect(unrunnable.map((preset) => preset.id)).toEqual(['ct-judicial-pending-sales'])
    const harris = findSourcePreset('tx-harris-foreclosure-notices')!
    expect(harris.connector).toMatchObject({
      connector: 'aspnet-notice-index',
      defaults: { state: 'TX', county: 'Harris', documentType: 'Notice of Sale' },
    })
    expect(harris.verification.recorded.every((file) => file.startsWith('documents/tx_'))).toBe(
      true,
    )
  })

  it('sync creates each source inactive and unreviewed, with its parser and quota; a second sync keeps the review', async () => {
    const ids = await syncSourceCatalogue(database.db)
    expect(ids.size).toBe(SOURCE_PRESETS.length)
    const rows = await database.db.select().from(sources)
    const catalogued = rows.filter((row) => row.presetId !== null)
    expect(catalogued).toHaveLength(SOURCE_PRESETS.length)
    expect(catalogued.every((row) => !row.active && row.reviewedAt === null)).toBe(true)
    const ct = catalogued.find((row) => row.presetId === 'ct-judicial-pending-sales')!
    expect(ct.access).toBe('licensed_feed_required')

    const butlerId = ids.get('pa-butler-realauction')!
    const [parser] = await database.db.select().from(parsers).where(eq(parsers.sourceId, butlerId))
    expect(parser!.fields).toMatchObject({ connector: 'realauction' })
    const [limit] = await database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.sourceId, butlerId))
    expect(limit).toMatchObject({ window: 'minute', quota: 10 })

    const reviewedAt = new Date('2026-11-20T10:00:00Z')
    await database.db
      .update(sources)
      .set({ reviewedAt, reviewedBy: 'ops@example.com', active: true })
      .where(eq(sources.id, butlerId))
    const again = await syncSourceCatalogue(database.db)
    expect(again.get('pa-butler-realauction')).toBe(butlerId)
    const [butler] = await database.db.select().from(sources).where(eq(sources.id, butlerId))
    expect(butler).toMatchObject({ reviewedBy: 'ops@example.com', active: true })
    expect(butler!.reviewedAt?.toISOString()).toBe(reviewedAt.toISOString())
    expect(
      await database.db.select().from(parsers).where(eq(parsers.sourceId, butlerId)),
    ).toHaveLength(1)
  })
})

describe('the catalogue sync', () => {
  it('rewrites a source only when its preset changed, and never its review, enablement or extra quotas', async () => {
    const butler = findSourcePreset('pa-butler-realauction')!
    const pasco = findSourcePreset('fl-pasco-realauction')!
    const ids = await syncSourceCatalogue(database.db, [butler, pasco])
    const read = async (id: string) =>
      (await database.db.select().from(sources).where(eq(sources.id, id)))[0]!
    const stamp = new Date('2026-01-01T00:00:00Z')
    await database.db
      .update(sources)
      .set({ updatedAt: stamp, active: true, reviewedBy: 'ops@example.com', reviewedAt: stamp })
      .where(isNotNull(sources.presetId))
    await database.db
      .insert(rateLimits)
      .values({ sourceId: ids.get(pasco.id)!, window: 'day', quota: 500 })

    const renamed: SourcePreset = { ...pasco, name: `${pasco.name} (renamed)`, updateEveryHours: 7 }
    const connector = { ...(butler.connector as Record<string, unknown>), extra: 'field' }
    const moved: SourcePreset = {
      ...butler,
      connector: connector as unknown as SourcePreset['connector'],
      rateLimit: { window: 'minute', quota: 3 },
    }
    const again = await syncSourceCatalogue(database.db, [moved, renamed])
    expect(again).toEqual(ids)
    const butlerRow = await read(ids.get(butler.id)!)
    expect(butlerRow.updatedAt.toISOString()).toBe(stamp.toISOString())
    const pascoRow = await read(ids.get(pasco.id)!)
    expect(pascoRow).toMatchObject({ name: renamed.name, updateEveryHours: 7, active: true })
    expect(pascoRow.reviewedBy).toBe('ops@example.com')
    expect(pascoRow.updatedAt.getTime()).toBeGreaterThan(stamp.getTime())
    const [parser] = await database.db
      .select()
      .from(parsers)
      .where(eq(parsers.sourceId, ids.get(butler.id)!))
    expect(parser!.fields).toMatchObject({ connector: 'realauction', extra: 'field' })
    const quotas = await database.db
      .select({ window: rateLimits.window, quota: rateLimits.quota })
      .from(rateLimits)
      .where(eq(rateLimits.sourceId, ids.get(butler.id)!))
    expect(quotas).toEqual([{ window: 'minute', quota: 3 }])
    const pascoQuotas = await database.db
      .select({ window: rateLimits.window, quota: rateLimits.quota })
      .from(rateLimits)
      .where(eq(rateLimits.sourceId, ids.get(pasco.id)!))
      .orderBy(rateLimits.window)
    expect(pascoQuotas).toEqual([
      { window: 'day', quota: 500 },
      { window: 'minute', quota: 10 },
    ])
    await syncSourceCatalogue(database.db, [butler, pasco])
  })

  it('two processes syncing a fresh database at once both succeed and make each row once', async () => {
    const fresh = await createTestDatabase()
    // A second process: its own pool on the same PostgreSQL database (PGlite has one process).
    const other = fresh.url
      ? await openDatabase({ databaseUrl: fresh.url, poolSize: 2 })
      : { db: fresh.db, close: async () => undefined }
    try {
      const [first, second] = await Promise.all([
        syncSourceCatalogue(fresh.db),
        syncSourceCatalogue(other.db),
      ])
      expect(second).toEqual(first)
      expect(first.size).toBe(SOURCE_PRESETS.length)
      const counted = async (table: typeof sources | typeof parsers | typeof rateLimits) =>
        (await fresh.db.select({ n: count() }).from(table))[0]!.n
      expect(await counted(sources)).toBe(SOURCE_PRESETS.length)
      expect(await counted(parsers)).toBe(SOURCE_PRESETS.filter((p) => p.connector).length)
      expect(await counted(rateLimits)).toBe(SOURCE_PRESETS.length)
    } finally {
      await other.close()
      await fresh.destroy()
    }
  })
})
