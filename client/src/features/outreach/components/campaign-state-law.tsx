import type { EmailCampaignView } from '@common/contracts/email-campaigns'
import { FORECLOSURE_CONSULTANT_LAWS } from '@common/outreach/foreclosure-consultant-laws'
import { US_STATES } from '@common/us-states'
import { Scale } from 'lucide-react'
import { ConfirmCheckbox } from './confirm-checkbox'
import { NoticeBox } from './notice-box'
import { StateLawRules } from './state-law-rules'

const STATE_NAMES = new Map<string, string>(US_STATES)

interface CampaignStateLawProps {
  stateLaw: EmailCampaignView['stateLaw']
  /** Shown while the campaign can still be started: the acknowledgement checkbox. */
  canAcknowledge: boolean
  acknowledged: boolean
  onAcknowledgedChange: (value: boolean) => void
}

/**
 * The campaign's wording that state foreclosure-consultant or equity-purchaser laws regulate,
 * the rules of its recipient leads' states it brings into play (each with its statute), and the
 * acknowledgement starting needs. Not legal advice, and it says so.
 */
export function CampaignStateLaw({ stateLaw, ...props }: CampaignStateLawProps) {
  if (!stateLaw.needsAcknowledgement) return null
  const rules = FORECLOSURE_CONSULTANT_LAWS.rules.filter((rule) =>
    stateLaw.ruleIds.includes(rule.id),
  )
  const words = stateLaw.flags.map((flag) => `“${flag.text}”`).join(', ')
  return (
    <NoticeBox
      headingId="campaign-state-law-heading"
      level="h2"
      icon={Scale}
      title="State foreclosure-consultant laws"
      className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-950 text-sm"
    >
      <p className="font-medium">
        This campaign’s wording offers what state foreclosure-consultant or equity-purchaser laws
        regulate: {words}.
      </p>
      {rules.length > 0 ? (
        <StateLawRules
          rules={rules}
          actName={(rule) => `${STATE_NAMES.get(rule.state) ?? rule.state}: ${rule.act}`}
          className="grid gap-3"
        />
      ) : (
        <p>
          None of its recipient leads is in a state whose rules are summarised here, but several
          states (California, Maryland, Illinois, Minnesota, New York among them) regulate anyone
          who offers homeowners in foreclosure to stop or postpone the sale, save the home or buy
          it; your own recipients may live in one.
        </p>
      )}
      <p className="text-xs">
        This summary is not legal advice. Before offering any of these services, ask a lawyer
        licensed in the states you write to.
      </p>
      {stateLaw.acknowledgedAt ? (
        <p className="font-medium">You confirmed you will follow these rules.</p>
      ) : (
        props.canAcknowledge && (
          <ConfirmCheckbox
            checked={props.acknowledged}
            onCheckedChange={props.onAcknowledgedChange}
          >
            I have read the state-law notices above and will follow them.
          </ConfirmCheckbox>
        )
      )}
    </NoticeBox>
  )
}
