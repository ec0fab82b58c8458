import type { WordingFlag } from '@common/outreach/consultant-wording'
import { US_STATES } from '@common/us-states'
import { TriangleAlert } from 'lucide-react'

const STATE_NAMES = new Map<string, string>(US_STATES)

interface WordingFlagsProps {
  flags: readonly WordingFlag[]
  /** The lead the message is about: null when none is chosen; its state may be unknown. */
  lead: { state: string | null } | null
}

/** What to do next about the state law, for the lead chosen (or none). */
function nextStep(lead: WordingFlagsProps['lead']): string {
  if (!lead) return 'Choose the lead this message is about to see its state’s rules.'
  if (!lead.state) return 'This lead has no state on record, so no state’s rules are shown.'
  const name = STATE_NAMES.get(lead.state) ?? lead.state
  return `This summary has no rules for ${name}; ask a lawyer licensed there.`
}

/**
 * Flagged wording when the chosen lead's state has no rule in the summary, or no lead is chosen:
 * the words are still shown, since several states regulate them.
 */
export function WordingFlags({ flags, lead }: WordingFlagsProps) {
  if (flags.length === 0) return null
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {[...new Set(flags.map((flag) => `“${flag.text}”`))].join(', ')}: several states regulate
        anyone who offers homeowners in foreclosure to stop or postpone the sale, save the home or
        buy it. {nextStep(lead)} Not legal advice.
      </span>
    </p>
  )
}
