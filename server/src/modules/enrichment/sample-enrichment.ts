/**
 * Enrichment for sample records (generated data, records/sample-records.ts): figures derived
 * from the property key, so the screens show what enrichment looks like offline. Always stored
 * with isSample and source 'sample', and labelled sample wherever it is shown; never fetched.
 */
import { createHash } from 'node:crypto'
import type { AssessorFacts, CensusContext } from '@common/contracts/enrichment'

function digits(key: string): number[] {
  return [...createHash('sha256').update(key).digest()]
}

/** The sample facts and census context of a sample property. */
export function sampleEnrichment(
  key: string,
  situs: string,
): {
  facts: AssessorFacts
  census: CensusContext
} {
  const d = digits(key)
  const at = (i: number) => d[i] ?? 0
  const market = 150_000 + Math.round((((at(0) * 256 + at(1)) / 65_535) * 300_000) / 1000) * 1000
  const land = Math.round(market * (0.2 + at(2) / 1275))
  const absentee = at(3) % 3 === 0
  return {
    facts: {
      parcelId: `SAMPLE-${d
        .slice(4, 8)
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase()}`,
      ownerName: 'Sample Owner (generated)',
      mailingAddress: absentee ? '100 Sample Plaza, Sampletown, ZZ 00000' : situs,
      situsAddress: situs,
      absenteeOwner: absentee,
      assessedValue: Math.round(market * 0.85),
      marketValue: market,
      landValue: land,
      buildingValue: market - land,
      yearBuilt: 1950 + (at(9) % 70),
      livingAreaSqft: 900 + at(10) * 8,
      bedrooms: 2 + (at(11) % 3),
      bathrooms: 1 + (at(12) % 3),
      lastSaleDate: `${2005 + (at(13) % 15)}-0${1 + (at(14) % 9)}-15`,
      lastSalePrice: Math.round((market * 0.7) / 1000) * 1000,
      sourceName: 'Sample data (generated, not a real assessor record)',
      sourceUrl: null,
    },
    census: {
      matchedAddress: null,
      latitude: null,
      longitude: null,
      stateFips: '00',
      countyFips: '000',
      tract: '000000',
      acsYear: null,
      medianHomeValue: Math.round((market * (0.8 + at(15) / 640)) / 1000) * 1000,
      medianHouseholdIncome: 40_000 + at(16) * 200,
      ownerOccupiedShare: Math.round((0.35 + at(17) / 510) * 1000) / 1000,
    },
  }
}
