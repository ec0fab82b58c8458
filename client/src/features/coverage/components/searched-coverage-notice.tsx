import { ALERT_ALLOWANCES } from '@common/alert-plans'
import type { SearchedArea } from '@common/contracts/coverage'
import type { PaidTier } from '@common/enums'
import { PLANS, TIER_LIMITS } from '@common/plans'
import { TriangleAlert } from 'lucide-react'
import { useSearchedCoverage } from '../api/get-searched-coverage'

/** The names of the plans on sale that grant something, as "Pro and Elite". */
function plansWith(grants: (tier: PaidTier) => boolean): string {
  const names = PLANS.filter((plan) => grants(plan.id)).map((plan) => plan.name)
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
    : (names[0] ?? '')
}

/**
 * What the plans give whatever the records cover (issue 30: said before the user pays), each
 * with the plans that give it, read from the plan catalogue: Basic has no AI extraction, contact
 * discovery or alerts, and the notice must not sell them with it.
 */
function stillGives(): string[] {
  return [
    `Uploads of your own foreclosure PDFs, read by AI extraction with ${plansWith((tier) => TIER_LIMITS[tier].aiExtraction)}`,
    `Contact discovery for the defendants with ${plansWith((tier) => TIER_LIMITS[tier].contactInfo)}`,
    'Outreach with a log of every message, with every plan',
    `Alerts on the places and cases you follow with ${plansWith((tier) => ALERT_ALLOWANCES[tier].monitors > 0)}`,
  ]
}

const DATA_WORDS: Record<SearchedArea['data'], string> = {
  real: 'real records',
  sample: 'sample records only (generated, not real filings)',
  licensed_only: 'no records (a licensed feed is needed)',
  none: 'no records yet',
}

function areaLabel(area: SearchedArea): string {
  const county = area.county ? `, ${area.county} County` : ''
  return area.zip
    ? `ZIP ${area.zip} (${area.state}${county})`
    : `${area.county} County, ${area.state}`
}

/**
 * Before the user goes to PayPal: when the places they searched hold no real records, say so in
 * plain words and list what a plan still gives; when only some do, name the ones that do not.
 */
export function SearchedCoverageNotice() {
  const { data } = useSearchedCoverage()
  const areas = data?.areas ?? []
  const uncovered = areas.filter((area) => area.data !== 'real')
  if (uncovered.length === 0) return null
  const noneReal = uncovered.length === areas.length
  return (
    <section
      role="note"
      aria-label="Records where you searched"
      data-testid="searched-coverage"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-left text-amber-950 text-sm"
    >
      <h3 className="flex items-center gap-2 font-semibold">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {noneReal
          ? 'We hold no real records yet where you searched'
          : 'Some places you searched have no real records yet'}
      </h3>
      <ul className="mt-2 grid gap-0.5">
        {uncovered.map((area) => (
          <li key={areaLabel(area)} className="wrap-anywhere">
            {areaLabel(area)}: {DATA_WORDS[area.data]}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {noneReal
          ? 'A plan will not add real records there. What a plan still gives you:'
          : 'A plan will not add real records in those places. What a plan gives you everywhere:'}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {stillGives().map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
