import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsers, rateLimits, sources } from '../../../db/schema'
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database'
import { parseConnectorConfig } from '../ingestion/connectors/connector-config'
import { findSourcePreset, SOURCE_PRESETS } from './catalogue'
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
