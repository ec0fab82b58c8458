import { CASE_STATUS_REASON_TEXT, type CaseStatusReason } from '@common/outreach/case-status'
import { CircleAlert } from 'lucide-react'
import { ConfirmCheckbox } from './confirm-checkbox'

interface CaseStatusNoticeProps {
  reasons: readonly CaseStatusReason[]
  confirmed: boolean
  onConfirmedChange: (value: boolean) => void
}

/** Asks before outreach about a lead whose case may have ended (the owner may have cured). */
export function CaseStatusNotice({ reasons, confirmed, onConfirmedChange }: CaseStatusNoticeProps) {
  return (
    <section
      aria-label="Case status"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert className="size-4" aria-hidden="true" />
        This case may have ended
      </p>
      <ul className="grid list-disc gap-0.5 pl-5">
        {reasons.map((reason) => (
          <li key={reason}>{CASE_STATUS_REASON_TEXT[reason]}</li>
        ))}
      </ul>
      <ConfirmCheckbox checked={confirmed} onCheckedChange={onConfirmedChange}>
        I have checked the case and still want to contact the owner.
      </ConfirmCheckbox>
    </section>
  )
}
