/**
 * The figures a search filtered by equity reads (records' PropertyEquityReader, handed to records
 * by the composition root; docs/decisions/0039): for each found filing, the shared enrichment of
 * its property (one read of property_enrichment by the filings' keys) and the equity estimate
 * worked out as for a lead (equity-estimate.ts: market value less what this filing shows owed).
 *
 * A property nobody has enriched yet has no figures: a search never fetches anything. A sample
 * record without a stored row gets the generated sample figures its enrichment job would store
 * (sample-enrichment.ts: derived from the key alone), so the sample data can be filtered too;
 * they stay labelled sample through the result's isSample.
 */
import type { Db } from '../../db/client'
import type { PropertyEquity, PropertyEquityReader, SearchProperty } from '../records'
import { estimateEquity, owedFromFiling } from './equity-estimate'
import type { StoredAssessorData } from './gather-enrichment.service'
import { enrichmentsByKeys } from './property-enrichment.queries'
import { propertyKey } from './property-key'
import { sampleEnrichment } from './sample-enrichment'

interface MarketFacts {
  marketValue: number | null
  absenteeOwner: boolean | null
}

function figuresOf(property: SearchProperty, facts: MarketFacts | undefined): PropertyEquity {
  const owed = owedFromFiling(property)
  const estimate = estimateEquity({
    marketValue: facts?.marketValue ?? null,
    marketValueSource: null,
    owed: owed ? [owed] : [],
    asOf: new Date(),
  })
  return {
    estimatedEquity: estimate.amount,
    marketValue: facts?.marketValue ?? null,
    absenteeOwner: facts?.absenteeOwner ?? null,
  }
}

export const propertyEquityOf: PropertyEquityReader = async (db: Db, properties) => {
  const keys = new Map<string, string>()
  for (const property of properties) {
    const key = propertyKey(property)
    if (key) keys.set(property.id, key)
  }
  const rows = await enrichmentsByKeys(db, [...new Set(keys.values())])
  const factsByKey = new Map<string, MarketFacts>()
  for (const row of rows) {
    const assessor = row.assessorData as StoredAssessorData | null
    // A failed refresh keeps the data it had: whatever facts are stored count.
    if (assessor?.facts) {
      factsByKey.set(row.propertyKey, {
        marketValue: assessor.facts.marketValue,
        absenteeOwner: assessor.facts.absenteeOwner,
      })
    }
  }
  const stored = new Set(rows.map((row) => row.propertyKey))
  const figures = new Map<string, PropertyEquity>()
  for (const property of properties) {
    const key = keys.get(property.id)
    if (!key) continue
    let facts = factsByKey.get(key)
    if (!facts && property.isSample && !stored.has(key)) {
      facts = sampleEnrichment(key, property.propertyAddress ?? '').facts
    }
    if (facts) figures.set(property.id, figuresOf(property, facts))
  }
  return figures
}
