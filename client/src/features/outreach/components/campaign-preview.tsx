import type { CampaignPreviewView } from '@common/contracts/email-campaigns'
import { CircleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'

function recipientLabel(recipient: CampaignPreviewView['recipients'][number]): string {
  const who = recipient.name ? `${recipient.name} <${recipient.email}>` : recipient.email
  return recipient.unfilled.length > 0
    ? `${who} - not filled: ${recipient.unfilled.join(', ')}`
    : who
}

/**
 * Each recipient's message as it will go out (before the footer every e-mail carries), chosen
 * from a list; the recipients whose placeholders cannot be filled come first, and the reason
 * the campaign cannot start while they are there.
 */
export function CampaignPreview({ preview }: { preview: CampaignPreviewView }) {
  const selectId = useId()
  const [chosen, setChosen] = useState(0)
  const recipient = preview.recipients[chosen] ?? preview.recipients[0]
  const { unfilled } = preview
  const senderFix = unfilled.placeholders.some((p) => p === '[Your Name]' || p === '[Your Phone]')
  return (
    <Card asChild>
      <section aria-labelledby="campaign-preview-heading">
        <CardHeader className="pb-3">
          <CardTitle asChild>
            <h2 id="campaign-preview-heading" className="text-base">
              Each recipient’s message
            </h2>
          </CardTitle>
          <CardDescription>
            What each recipient will receive, with the placeholders filled in.
            {preview.total > preview.recipients.length &&
              ` The first ${preview.recipients.length} of ${preview.total} are listed.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          {unfilled.message && (
            <div
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <div className="grid min-w-0 gap-1">
                <p className="font-semibold">This campaign cannot start yet</p>
                <p className="wrap-anywhere">{unfilled.message}</p>
                {senderFix && (
                  <Link
                    to="/settings"
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    Open Settings
                  </Link>
                )}
              </div>
            </div>
          )}
          {recipient && (
            <>
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={selectId}>Recipient</Label>
                <NativeSelect
                  id={selectId}
                  value={String(chosen)}
                  onChange={(event) => setChosen(Number(event.target.value))}
                >
                  {preview.recipients.map((r, index) => (
                    <option key={r.email} value={index}>
                      {recipientLabel(r)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <article
                aria-label={`Message to ${recipient.email}`}
                className="grid min-w-0 gap-2 rounded-lg border p-3"
              >
                <p className="font-medium wrap-anywhere">{recipient.subject}</p>
                <p className="whitespace-pre-line text-muted-foreground wrap-anywhere">
                  {recipient.body}
                </p>
                {recipient.unfilled.length > 0 && (
                  <p className="text-destructive text-xs">
                    Not filled for this recipient: {recipient.unfilled.join(', ')}
                  </p>
                )}
              </article>
            </>
          )}
        </CardContent>
      </section>
    </Card>
  )
}
