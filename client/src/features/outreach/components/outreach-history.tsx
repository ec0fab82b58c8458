import type { OutreachRecordView } from '@common/contracts/outreach'
import { Copy, History, MessageSquareReply, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { SectionCard } from '@/components/section-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { CardContent } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { errorToast } from '@/lib/error-toast'
import { formatRelativeTime } from '@/lib/format'
import { useOutreachHistory } from '../api/get-outreach'
import { useMarkReplied } from '../api/mark-replied'
import { clipboardText, messagePreview } from '../lib/message-preview'
import { COPY_FAILED } from '../lib/outreach-toasts'
import { PLATFORM_NAMES } from '../lib/platform-names'

const STATUS_LABELS: Record<OutreachRecordView['status'], string> = {
  copied: 'Copied',
  sent: 'Sent',
  failed: 'Failed',
}

async function copyFullMessage(record: OutreachRecordView) {
  try {
    await navigator.clipboard.writeText(clipboardText(record.subject, record.message))
    toast({ title: 'Message Copied', description: 'The full message is on your clipboard.' })
  } catch {
    toast(COPY_FAILED)
  }
}

/** "Mark replied" (0040): the user records that the homeowner answered, or takes it back. */
function ReplyControl({ record }: { record: OutreachRecordView }) {
  const mark = useMarkReplied()
  if (record.status === 'failed') return null
  const replied = record.repliedAt !== null
  const onClick = () =>
    mark.mutate(
      { id: record.id, replied: !replied },
      {
        onError: (error) => toast(errorToast('Reply not saved', error, 'Please try again.')),
      },
    )
  return (
    <Button type="button" variant="ghost" size="sm" disabled={mark.isPending} onClick={onClick}>
      {replied ? <Undo2 aria-hidden="true" /> : <MessageSquareReply aria-hidden="true" />}
      {replied ? 'Not replied' : 'Mark replied'}
    </Button>
  )
}

/** The profile a history may be narrowed to. */
interface HistoryProfile {
  id: string
  defendantName: string
}

/** Which messages are listed, said in words, with the switch between one profile's and all. */
function HistoryScope(props: {
  profile: HistoryProfile
  showAll: boolean
  onShowAllChange: (value: boolean) => void
}) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
      {props.showAll
        ? 'Showing every message you logged.'
        : `Showing messages to ${props.profile.defendantName} only.`}
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0"
        onClick={() => props.onShowAllChange(!props.showAll)}
      >
        {props.showAll ? `Show only ${props.profile.defendantName}` : 'Show all messages'}
      </Button>
    </p>
  )
}

/**
 * The outreach history (spec section 2): newest first, previews of 100 characters. With a
 * profile, it lists that profile's messages and says so, with a switch to every message.
 */
export function OutreachHistory({ profile }: { profile?: HistoryProfile }) {
  const [showAll, setShowAll] = useState(false)
  const scoped = profile !== undefined && !showAll
  const { data, isPending, isError } = useOutreachHistory(
    scoped ? { socialProfileId: profile.id } : {},
  )
  return (
    <SectionCard
      id="outreach-history"
      title="Outreach History"
      icon={History}
      headerClassName="pb-4"
      description="Messages you copied or marked as sent. Mark the ones the homeowner replied to: replies reach your own inbox or account, and your analytics count them."
    >
      <CardContent className="grid gap-3">
        {profile && (
          <HistoryScope profile={profile} showAll={showAll} onShowAllChange={setShowAll} />
        )}
        {isPending && <p className="text-muted-foreground text-sm">Loading history...</p>}
        {isError && <p className="text-destructive text-sm">The history could not be loaded.</p>}
        {data?.length === 0 && (
          <p className="text-muted-foreground text-sm">
            {scoped
              ? `No outreach to ${profile.defendantName} logged yet.`
              : 'No outreach logged yet.'}
          </p>
        )}
        {data && data.length > 0 && (
          <ol className="grid gap-3">
            {data.map((record) => (
              <li key={record.id} className="grid gap-1.5 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold">{record.defendantName}</span>
                  <Badge variant="outline">{PLATFORM_NAMES[record.platform]}</Badge>
                  <Badge variant={record.status === 'failed' ? 'destructive' : 'secondary'}>
                    {STATUS_LABELS[record.status]}
                  </Badge>
                  {record.repliedAt && (
                    <Badge variant="default">
                      Replied{' '}
                      <time dateTime={record.repliedAt} className="ml-1">
                        {formatRelativeTime(record.repliedAt)}
                      </time>
                    </Badge>
                  )}
                  <time dateTime={record.sentAt} className="ml-auto text-muted-foreground text-xs">
                    {formatRelativeTime(record.sentAt)}
                  </time>
                </div>
                {record.subject && <p className="font-medium text-sm">{record.subject}</p>}
                <p className="whitespace-pre-line text-muted-foreground wrap-anywhere text-sm">
                  {messagePreview(record.message)}
                </p>
                <div className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => copyFullMessage(record)}
                  >
                    <Copy aria-hidden="true" />
                    Copy full message
                  </Button>
                  <ReplyControl record={record} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </SectionCard>
  )
}
