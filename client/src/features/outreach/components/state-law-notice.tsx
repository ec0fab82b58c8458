import type { WordingFlag } from '@common/outreach/consultant-wording'
import type { ForeclosureLawRule } from '@common/outreach/foreclosure-consultant-laws'
import { US_STATES } from '@common/us-states'
import { Scale } from 'lucide-react'
import { ConfirmCheckbox } from './confirm-checkbox'
import { NoticeBox } from './notice-box'
import { StateLawRules } from './state-law-rules'

const STATE_NAMES = new Map<string, string>(US_STATES)

interface StateLawNoticeProps {
  state: string
  rules: readonly ForeclosureLawRule[]
  /** The rules the message's wording brings into play (need the acknowledgement). */
  rulesInPlay: readonly ForeclosureLawRule[]
  flags: readonly WordingFlag[]
  acknowledged: boolean
  onAcknowledgedChange: (value: boolean) => void
}

/**
 * What the lead's state requires of anyone who offers to stop or postpone a foreclosure sale or
 * to buy the home, each rule with its statute, and, when the message's wording makes the sender
 * such a person, the flagged words and the acknowledgement the composer needs.
 */
export function StateLawNotice(props: StateLawNoticeProps) {
  const { state, rules, rulesInPlay, flags } = props
  const stateName = STATE_NAMES.get(state) ?? state
  const flagged = rulesInPlay.length > 0
  return (
    <NoticeBox
      headingId="state-law-heading"
      level="h3"
      icon={Scale}
      title={`${stateName} foreclosure-consultant and equity-purchaser law`}
      data-state-law={state}
      className={
        flagged
          ? 'grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 text-sm'
          : 'grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm'
      }
    >
      {flagged && (
        <p className="font-medium">
          Your message uses wording that makes the sender a{' '}
          {rulesInPlay.some((rule) => rule.role === 'consultant')
            ? '“foreclosure consultant”'
            : '“equity purchaser”'}{' '}
          under {stateName} law: {[...new Set(flags.map((flag) => `“${flag.text}”`))].join(', ')}.
        </p>
      )}
      <details key={String(flagged)} open={flagged || undefined} className="grid gap-3">
        <summary className="cursor-pointer font-medium">
          What the law requires ({rules.length} {rules.length === 1 ? 'act' : 'acts'})
        </summary>
        <StateLawRules rules={rules} actName={(rule) => rule.act} className="mt-2 grid gap-3" />
      </details>
      <p className="text-xs">
        This summary is not legal advice. Before offering any of these services, ask a lawyer
        licensed in {stateName}.
      </p>
      {flagged && (
        <ConfirmCheckbox checked={props.acknowledged} onCheckedChange={props.onAcknowledgedChange}>
          I have read the {stateName} rules above and will follow them.
        </ConfirmCheckbox>
      )}
    </NoticeBox>
  )
}
