import { CircleAlert } from 'lucide-react'
import { Link } from 'react-router'
import type { CampaignProblem } from '../lib/campaign-errors'

/** A refusal of the server, in words a person can act on (with a link when the fix is in Settings). */
export function CampaignProblemAlert({ problem }: { problem: CampaignProblem | null }) {
  if (!problem) return null
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-semibold">{problem.title}</p>
        <p>{problem.description}</p>
        {problem.settings && (
          <Link
            to="/settings"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Open Settings
          </Link>
        )}
      </div>
    </div>
  )
}
