/**
 * The parts both state-law notices (the composer's, for one lead's state, and a campaign's, for
 * its recipients' states) show: the rules, and the checkbox that acknowledges them.
 */
import type { ForeclosureLawRule } from '@common/outreach/foreclosure-consultant-laws'
import type { ReactNode } from 'react'

interface StateLawRulesProps {
  rules: readonly ForeclosureLawRule[]
  /** How an act is named: with its state where the rules of several states are listed. */
  actName: (rule: ForeclosureLawRule) => string
  className: string
}

/** Each act with its citation, whom it applies to, and its requirements with their citations. */
export function StateLawRules({ rules, actName, className }: StateLawRulesProps) {
  return (
    <ul className={className}>
      {rules.map((rule) => (
        <li key={rule.id} className="grid gap-1">
          <p>
            <span className="font-semibold">{actName(rule)}</span> ({rule.citation})
          </p>
          <p className="text-xs">{rule.appliesTo}</p>
          <ul className="grid list-disc gap-0.5 pl-5 text-xs">
            {rule.requirements.map((requirement) => (
              <li key={requirement.text}>
                {requirement.text}{' '}
                <span className="whitespace-nowrap">({requirement.citation})</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}

interface StateLawAcknowledgementProps {
  acknowledged: boolean
  onAcknowledgedChange: (value: boolean) => void
  /** The sentence the user confirms, e.g. 'I have read the state-law notices above and will follow them.' */
  children: ReactNode
}

/** The checkbox by which the user confirms the rules above, without which nothing is sent. */
export function StateLawAcknowledgement({
  acknowledged,
  onAcknowledgedChange,
  children,
}: StateLawAcknowledgementProps) {
  return (
    <label className="flex items-start gap-2 font-medium">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={acknowledged}
        onChange={(event) => onAcknowledgedChange(event.target.checked)}
      />
      {children}
    </label>
  )
}
