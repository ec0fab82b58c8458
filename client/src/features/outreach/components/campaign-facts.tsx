import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { useSenderIdentity } from '../api/sender-identity'
import { NoticeBox } from './notice-box'

/**
 * What CAN-SPAM asks of every campaign e-mail, shown before it starts: who it is from, the
 * postal address it carries, and the unsubscribe link added automatically.
 */
export function CampaignFacts({ mailbox }: { mailbox: string | null }) {
  const { data, isPending } = useSenderIdentity()
  const sender = data?.sender
  return (
    <NoticeBox
      headingId="campaign-facts-heading"
      level="h2"
      icon={ShieldCheck}
      iconClassName="text-primary"
      title="Every e-mail of this campaign"
      className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      {isPending && <p className="text-muted-foreground">Loading your sender identity...</p>}
      {!isPending && !sender && (
        <p className="text-destructive">
          No sender identity yet: a campaign cannot start until your name and postal address are set
          (CAN-SPAM).{' '}
          <Link to="/settings" className="font-medium underline-offset-4 hover:underline">
            Set them in Settings
          </Link>
        </p>
      )}
      {sender && (
        <dl className="grid gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
          <dt className="text-muted-foreground">From</dt>
          <dd>
            {sender.name}
            {mailbox ? ` <${mailbox}>` : ' (through this service’s mail server)'}
          </dd>
          <dt className="text-muted-foreground">Replies go to</dt>
          <dd>{sender.replyTo}</dd>
          <dt className="text-muted-foreground">Postal address</dt>
          <dd>{sender.postalAddress}</dd>
        </dl>
      )}
      <p>
        An unsubscribe link (one click, no login) and a note that the message is a solicitation are
        added to every e-mail automatically; anyone who unsubscribes gets nothing more from any of
        your campaigns.
      </p>
    </NoticeBox>
  )
}
