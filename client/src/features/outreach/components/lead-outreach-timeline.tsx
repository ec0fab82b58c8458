import type { OutreachRecordView } from '@common/contracts/outreach'
import { History } from 'lucide-react'
import { formatRelativeTime } from '@/lib/format'
import { useLeadOutreach } from '../api/get-lead-outreach'
import { messagePreview } from '../lib/message-preview'
import { PLATFORM_NAMES } from '../lib/platform-names'

const STATUS_WORDS: Record<OutreachRecordView['status'], string> = {
  copied: 'Copied',
  sent: 'Sent',
  failed: 'Failed',
}

/** A lead's outreach timeline (GET /api/leads/:leadId/outreach): newest first. */
export function LeadOutreachTimeline({ leadId }: { leadId: string }) {
  const { data, isPending, isError } = useLeadOutreach(leadId)
  return (
    <section aria-labelledby={`lead-outreach-${leadId}`} className="grid gap-2">
      <h3 id={`lead-outreach-${leadId}`} className="flex items-center gap-2 font-semibold text-sm">
        <History className="size-4 text-primary" aria-hidden="true" />
        Outreach
      </h3>
      {isPending && <p className="text-muted-foreground text-sm">Loading outreach...</p>}
      {isError && <p className="text-destructive text-sm">The outreach could not be loaded.</p>}
      {data?.length === 0 && (
        <p className="text-muted-foreground text-sm">
          No messages logged about this lead yet (the composer logs what you copy or send).
        </p>
      )}
      {data && data.length > 0 && (
        <ol className="grid gap-2 border-l pl-3">
          {data.map((record) => (
            <li key={record.id} className="grid gap-0.5 text-sm">
              <p className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium">
                  {STATUS_WORDS[record.status]} on {PLATFORM_NAMES[record.platform]}
                </span>
                <span className="text-muted-foreground">to {record.defendantName}</span>
                <time dateTime={record.sentAt} className="ml-auto text-muted-foreground text-xs">
                  {formatRelativeTime(record.sentAt)}
                </time>
              </p>
              {record.subject && <p className="text-xs">{record.subject}</p>}
              <p className="whitespace-pre-line text-muted-foreground wrap-anywhere text-xs">
                {messagePreview(record.message)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
