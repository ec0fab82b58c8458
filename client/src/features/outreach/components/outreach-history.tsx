import type { OutreachRecordView } from '@common/contracts/outreach'
import { Copy, History } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { toast } from '@/hooks/use-toast'
import { formatRelativeTime } from '@/lib/format'
import { type OutreachFilters, useOutreachHistory } from '../api/get-outreach'
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

/** The outreach history (spec section 2): newest first, previews of 100 characters. */
export function OutreachHistory({ filters }: { filters: OutreachFilters }) {
  const { data, isPending, isError } = useOutreachHistory(filters)
  return (
    <Card asChild>
      <section aria-labelledby="outreach-history-heading">
        <CardHeader className="pb-4">
          <CardTitle asChild>
            <h2 id="outreach-history-heading" className="flex items-center gap-2 text-base">
              <History className="size-4 text-primary" aria-hidden="true" />
              Outreach History
            </h2>
          </CardTitle>
          <CardDescription>Messages you copied or marked as sent.</CardDescription>
        </CardHeader>
        <CardContent>
          {isPending && <p className="text-muted-foreground text-sm">Loading history...</p>}
          {isError && <p className="text-destructive text-sm">The history could not be loaded.</p>}
          {data?.length === 0 && (
            <p className="text-muted-foreground text-sm">No outreach logged yet.</p>
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
                    <time
                      dateTime={record.sentAt}
                      className="ml-auto text-muted-foreground text-xs"
                    >
                      {formatRelativeTime(record.sentAt)}
                    </time>
                  </div>
                  {record.subject && <p className="font-medium text-sm">{record.subject}</p>}
                  <p className="whitespace-pre-line text-muted-foreground text-sm">
                    {messagePreview(record.message)}
                  </p>
                  <div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => copyFullMessage(record)}
                    >
                      <Copy aria-hidden="true" />
                      Copy full message
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
