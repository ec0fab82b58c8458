import type { DefendantTraceView } from '@common/contracts/contacts'
import { LoaderCircle, UserSearch } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ContactInfoUpgrade } from '@/components/upgrade/contact-info-upgrade'
import { toast } from '@/hooks/use-toast'
import { useLeadContacts, useSkipTraceLead } from '../api/lead-contacts'
import { traceDoneToast, traceErrorToast } from '../lib/contacts-toast'
import { PermissibleUseDialog } from './permissible-use-dialog'
import { PersonCard } from './person-card'
import { PrintedContacts } from './printed-contacts'
import { SimulatedBadge } from './simulated-badge'

const STATUS_WORDS: Record<DefendantTraceView['status'], string> = {
  matched: 'Found',
  unmatched: 'No match (not charged)',
  not_traced: 'Not traced',
  limit_reached: 'Monthly traces used',
  failed: 'Trace failed',
}

export interface LeadContactsPanelProps {
  leadId: string
}

/**
 * A lead's homeowner contacts: the trace button (the permissible-use statement first, once),
 * each defendant's trace, the persons found with phones marked "Do not call" where they must not
 * be called, e-mails and mailing address, and the contacts printed in the document kept apart.
 * Plans without contact info see 'Upgrade to Access Contact Info'.
 */
export function LeadContactsPanel({ leadId }: LeadContactsPanelProps) {
  const contacts = useLeadContacts(leadId)
  const trace = useSkipTraceLead(leadId)
  const [askUse, setAskUse] = useState(false)
  const data = contacts.data

  const runTrace = () =>
    trace.mutate(undefined, {
      onSuccess: (result) => toast(traceDoneToast(result.persons.length, result.charged)),
      onError: (error) => toast(traceErrorToast(error)),
    })
  const onTrace = () => (data?.permissibleUseAccepted ? runTrace() : setAskUse(true))

  let body: ReactNode
  if (contacts.isPending) {
    body = <p className="text-muted-foreground text-sm">Loading contacts...</p>
  } else if (!data) {
    body = <p className="text-destructive text-sm">The contacts could not be loaded.</p>
  } else if (data.contactAccess === 'upgrade_required') {
    body = <ContactInfoUpgrade />
  } else {
    body = (
      <>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="button" size="sm" onClick={onTrace} disabled={trace.isPending}>
            {trace.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <UserSearch aria-hidden="true" />
            )}
            {trace.isPending ? 'Tracing...' : 'Trace defendants'}
          </Button>
          <span className="text-muted-foreground text-xs">
            {data.tracesRemaining === null
              ? 'Unlimited skip traces'
              : `${data.tracesRemaining} skip traces left this month`}{' '}
            · a defendant nobody matches costs nothing
          </span>
        </div>
        {data.tracesSimulated && (
          <p className="text-violet-800 text-xs">
            No contact data provider is set up on this server: traces come from a local simulator
            and give made-up contacts, labelled Simulated data.
          </p>
        )}
        {data.defendants.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Defendants">
            {data.defendants.map((defendant) => (
              <li key={defendant.defendantName}>
                {/* A defendant's name can be longer than a phone is wide: the badge wraps. */}
                <Badge
                  variant="outline"
                  className="whitespace-normal wrap-anywhere"
                  title={`Searched as ${defendant.searchedName}`}
                >
                  {defendant.defendantName}: {STATUS_WORDS[defendant.status]}
                </Badge>
              </li>
            ))}
          </ul>
        )}
        {data.persons.length > 0 && (
          <div className="grid gap-2">
            {data.persons.map((person) => (
              <PersonCard
                key={person.id}
                person={person}
                leadId={leadId}
                place={{ city: data.property?.city ?? null, state: data.property?.state ?? null }}
              />
            ))}
          </div>
        )}
        <PrintedContacts contacts={data.printedContacts} />
      </>
    )
  }

  return (
    <section
      aria-labelledby={`lead-contacts-${leadId}`}
      className="grid gap-3 rounded-lg border bg-muted/20 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`lead-contacts-${leadId}`} className="font-semibold text-slate-900 text-sm">
          Homeowner contacts
        </h3>
        {(data?.simulated || data?.tracesSimulated) && <SimulatedBadge />}
      </div>
      {body}
      <PermissibleUseDialog open={askUse} onOpenChange={setAskUse} onAccepted={runTrace} />
    </section>
  )
}
