import { ShieldAlert, ShieldCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { NoticeBox } from './notice-box'

interface ComplianceNoticeProps {
  confirmed: boolean
  onConfirm: () => void
}

/**
 * The compliance notice of the composer (spec section 2): visible until the user chooses
 * 'I understand - proceed'; nothing can be copied or logged before that.
 */
export function ComplianceNotice({ confirmed, onConfirm }: ComplianceNoticeProps) {
  if (confirmed) {
    return (
      <p className="flex items-center gap-2 text-emerald-800 text-sm">
        <ShieldCheck className="size-4" aria-hidden="true" />
        You confirmed the compliance notice for this message.
      </p>
    )
  }
  return (
    <NoticeBox
      headingId="compliance-notice-heading"
      level="h3"
      icon={ShieldAlert}
      title="Compliance notice"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <ul className="grid list-disc gap-1 pl-5">
        <li>
          Homeowners in foreclosure are protected by federal and state law. Say truthfully who you
          are and why you are writing.
        </li>
        <li>
          Do not promise to stop or postpone a foreclosure sale or to save the home. In several
          states (California, Maryland, Illinois, Minnesota, New York) offering that, or offering to
          buy the home, requires a written contract, statutory notices and a cancellation period.
        </li>
        <li>
          Stop contacting anyone who asks you to. This app sends no texts and places no calls; if
          you call or text, the Telephone Consumer Protection Act and the Do Not Call registry
          apply.
        </li>
      </ul>
      <p className="text-xs">This notice is general information, not legal advice.</p>
      <div>
        <Button type="button" size="sm" onClick={onConfirm}>
          I understand - proceed
        </Button>
      </div>
    </NoticeBox>
  )
}
