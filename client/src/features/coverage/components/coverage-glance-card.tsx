import { useCoverage } from '../api/get-coverage'
import { CoverageGlanceView } from './coverage-glance-view'

/** What the records cover, for pages inside the app (the plan chooser, a search's empty state). */
export function CoverageGlanceCard({ className }: { className?: string }) {
  const coverage = useCoverage()
  if (!coverage.data) return null
  return <CoverageGlanceView coverage={coverage.data} className={className} />
}
