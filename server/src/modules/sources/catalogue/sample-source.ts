/**
 * The source the generated sample records are filed under: one clearly named row, so their
 * provenance says what they are (they are labelled sample data wherever they are shown, and
 * the coverage page counts them apart from real sources).
 */
import type { Db } from '../../../db/client'
import { sources } from '../../../db/schema'
import { SAMPLE_SOURCE_URL } from '../../records'

const SAMPLE_SOURCE = {
  name: 'Sample records (generated, not real filings)',
  county: 'All counties',
  state: 'US',
  kind: 'court' as const,
  baseUrl: SAMPLE_SOURCE_URL,
}

/** The sample source's id, made on first use. */
export async function ensureSampleSource(db: Pick<Db, 'insert'>): Promise<string> {
  const [source] = await db
    .insert(sources)
    .values({ ...SAMPLE_SOURCE, robotsPolicy: 'allowed', attributionRequired: false })
    .onConflictDoUpdate({
      target: [sources.county, sources.state, sources.kind, sources.name, sources.presetId],
      set: { name: SAMPLE_SOURCE.name, baseUrl: SAMPLE_SOURCE.baseUrl },
    })
    .returning({ id: sources.id })
  if (!source) throw new Error('ensureSampleSource: no row returned')
  return source.id
}
