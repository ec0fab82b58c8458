import { useCoverageOnce } from '../api/use-coverage-once'
import { CoverageGlanceView } from './coverage-glance-view'

/** What the records cover, beside the landing page's plans (read without the query library). */
export function LandingCoverageGlance({ className }: { className?: string }) {
  const coverage = useCoverageOnce()
  if (!coverage) return null
  return <CoverageGlanceView coverage={coverage} className={className} />
}
