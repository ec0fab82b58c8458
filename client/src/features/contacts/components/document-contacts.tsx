import type { KeepLeadsRequest, LeadView } from '@common/contracts/leads'
import { LoaderCircle, UserSearch, Users } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useStartBatchTrace } from '../api/batch-trace'
import { useKeepLead } from '../api/keep-lead'
import { usePermissibleUse } from '../api/permissible-use'
import { traceErrorToast } from '../lib/contacts-toast'
import { BatchTraceProgress } from './batch-trace-progress'
import { LeadContactsPanel } from './lead-contacts-panel'
import { PermissibleUseDialog } from './permissible-use-dialog'

/** What to keep as a lead to trace: an upload, one record of a list, or a saved public record. */
export interface DocumentContactsProps {
  keep: KeepLeadsRequest
  /** 'the defendants of record 12', for the button. */
  label: string
}

/**
 * The homeowner contacts of a document or one of its records, where the documents tab shows a
 * document's details: opening them keeps it as a lead (idempotent: the lead already kept comes
 * back), then the lead's contacts panel shows.
 */
export function DocumentContacts({ keep, label }: DocumentContactsProps) {
  const keeper = useKeepLead()
  const [lead, setLead] = useState<LeadView | null>(null)
  if (lead) {
    return <LeadContactsPanel leadId={lead.id} />
  }
  return (
    <PendingButton
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      pending={keeper.isPending}
      icon={<UserSearch aria-hidden="true" />}
      onClick={() =>
        keeper.mutate(keep, {
          onSuccess: (kept) => setLead(kept.leads[0] ?? null),
          onError: (error) => toast(traceErrorToast(error)),
        })
      }
    >
      Homeowner contacts for {label}
    </PendingButton>
  )
}

/**
 * Traces every record of a multi-record document (a sheriff-sale list) as a batch job: keeps the
 * records as leads, starts the job, and shows its progress with Cancel.
 */
export function DocumentBatchTrace({ documentId, count }: { documentId: string; count: number }) {
  const keeper = useKeepLead()
  const start = useStartBatchTrace()
  const permissibleUse = usePermissibleUse()
  const [askUse, setAskUse] = useState(false)
  const [batchId, setBatchId] = useState<string | null>(null)
  if (batchId) return <BatchTraceProgress batchId={batchId} />
  const busy = keeper.isPending || start.isPending
  const run = () =>
    keeper.mutate(
      { from: 'document', documentId },
      {
        onSuccess: (kept) =>
          start.mutate(
            kept.leads.map((lead) => lead.id),
            {
              onSuccess: (batch) => setBatchId(batch.id),
              onError: (error) => toast(traceErrorToast(error)),
            },
          ),
        onError: (error) => toast(traceErrorToast(error)),
      },
    )
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={() => (permissibleUse.data?.accepted ? run() : setAskUse(true))}
      >
        {busy ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <Users aria-hidden="true" />
        )}
        Trace all {count} records
      </Button>
      <PermissibleUseDialog open={askUse} onOpenChange={setAskUse} onAccepted={run} />
    </>
  )
}
