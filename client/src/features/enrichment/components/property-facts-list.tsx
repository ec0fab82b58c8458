import type { AssessorFacts, CensusContext } from '@common/contracts/enrichment'
import { SourceLink } from '@/components/source-link'
import { formatDate, formatMoney } from '@/lib/format'

function Row({ term, value }: { term: string; value: string | number | null }) {
  if (value === null || value === '') return null
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  )
}

const count = (value: number | null) => (value === null ? null : value.toLocaleString('en-US'))

/** The assessor's facts about the parcel, as its source published them. */
export function PropertyFactsList({ facts }: { facts: AssessorFacts }) {
  const beds = [
    facts.bedrooms && `${facts.bedrooms} bd`,
    facts.bathrooms && `${facts.bathrooms} ba`,
  ]
    .filter(Boolean)
    .join(' · ')
  const sale = [
    formatMoney(facts.lastSalePrice),
    facts.lastSaleDate && formatDate(facts.lastSaleDate),
  ]
    .filter(Boolean)
    .join(' on ')
  return (
    <div className="grid gap-1.5">
      <dl className="grid gap-1 text-sm" data-testid="property-facts">
        <Row term="Owner of record" value={facts.ownerName} />
        <Row term="Mailing address" value={facts.mailingAddress} />
        <Row
          term="Absentee owner"
          value={
            facts.absenteeOwner === null
              ? null
              : facts.absenteeOwner
                ? 'Yes (mails elsewhere)'
                : 'No'
          }
        />
        <Row term="Market value" value={formatMoney(facts.marketValue)} />
        <Row term="Assessed value" value={formatMoney(facts.assessedValue)} />
        <Row
          term="Land / building"
          value={
            facts.landValue !== null || facts.buildingValue !== null
              ? `${formatMoney(facts.landValue) ?? '—'} / ${formatMoney(facts.buildingValue) ?? '—'}`
              : null
          }
        />
        <Row term="Year built" value={facts.yearBuilt} />
        <Row
          term="Living area"
          value={facts.livingAreaSqft ? `${count(facts.livingAreaSqft)} sq ft` : null}
        />
        <Row term="Beds / baths" value={beds || null} />
        <Row term="Last sale" value={sale || null} />
        <Row term="Parcel id" value={facts.parcelId} />
      </dl>
      <p className="text-muted-foreground text-xs">
        Source:{' '}
        {facts.sourceUrl ? (
          <SourceLink href={facts.sourceUrl}>{facts.sourceName}</SourceLink>
        ) : (
          facts.sourceName
        )}
      </p>
    </div>
  )
}

const percent = (share: number | null) => (share === null ? null : `${Math.round(share * 100)}%`)

/** The census tract around the property, with its ACS 5-year figures. */
export function CensusContextList({ census }: { census: CensusContext }) {
  return (
    <div className="grid gap-1.5">
      <dl className="grid gap-1 text-sm" data-testid="census-context">
        <Row term="Census tract" value={`${census.stateFips}${census.countyFips}${census.tract}`} />
        <Row term="Median home value" value={formatMoney(census.medianHomeValue)} />
        <Row term="Median household income" value={formatMoney(census.medianHouseholdIncome)} />
        <Row term="Owner-occupied" value={percent(census.ownerOccupiedShare)} />
      </dl>
      <p className="text-muted-foreground text-xs">
        {census.acsYear
          ? `U.S. Census Bureau, American Community Survey ${census.acsYear - 4}-${census.acsYear} 5-year estimates for the tract. This product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau.`
          : 'Sample figures (generated), not Census data.'}
      </p>
    </div>
  )
}
