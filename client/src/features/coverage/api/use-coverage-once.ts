import { coverageEndpoints } from '@common/api/endpoints/coverage'
import type { CoverageResponse } from '@common/contracts/coverage'
import { useEffect, useState } from 'react'
import { call } from '@/lib/api'

/**
 * GET /api/coverage read once, without the query library: the landing page loads nothing beyond
 * what index.html names (e2e/landing.e2e.ts). Undefined until it answers, and on a failure (the
 * landing page then shows its plans without the card).
 */
export function useCoverageOnce(): CoverageResponse | undefined {
  const [coverage, setCoverage] = useState<CoverageResponse>()
  useEffect(() => {
    let live = true
    call(coverageEndpoints.all).then(
      (reply) => live && setCoverage(reply),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return coverage
}
