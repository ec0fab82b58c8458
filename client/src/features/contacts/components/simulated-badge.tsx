import { FlaskConical } from 'lucide-react'
import { Badge } from '@/components/ui/badge'

/** The label of anything a local simulator made up (no provider keys on this server). */
export function SimulatedBadge() {
  return (
    <Badge
      variant="outline"
      className="border-violet-200 bg-violet-50 text-violet-800"
      title="Made up by a local simulator: no contact data provider is configured on this server. Never real, never exported."
    >
      <FlaskConical aria-hidden="true" />
      Simulated data
    </Badge>
  )
}
