import type { WordingFlag } from '@common/outreach/consultant-wording'
import { TriangleAlert } from 'lucide-react'

/**
 * Flagged wording when no lead in a state with such a law is chosen: the words are still shown,
 * since several states regulate them.
 */
export function WordingFlags({ flags }: { flags: readonly WordingFlag[] }) {
  if (flags.length === 0) return null
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {[...new Set(flags.map((flag) => `“${flag.text}”`))].join(', ')}: several states regulate
        anyone who offers homeowners in foreclosure to stop or postpone the sale, save the home or
        buy it. Choose the lead this message is about to see its state’s rules. Not legal advice.
      </span>
    </p>
  )
}
