/**
 * The rules both state-law notices (the composer's, for one lead's state, and a campaign's, for
 * its recipients' states) list.
 */
import type { ForeclosureLawRule } from '@common/outreach/foreclosure-consultant-laws'

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
