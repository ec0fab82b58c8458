import type { SearchedArea } from '@common/contracts/coverage'
import { TriangleAlert } from 'lucide-react'
import { useSearchedCoverage } from '../api/get-searched-coverage'

/** What a plan gives whatever the records cover (issue 30: said before the user pays). */
const STILL_GIVES = [
  'Uploads of your own foreclosure PDFs with AI extraction',
  'Contact discovery for the defendants',
  'Outreach with a log of every message',
  'Alerts on the places and cases you follow',
]

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
        {STILL_GIVES.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
