import type { LeadView, UpdateLeadRequest } from '@common/contracts/leads'
import { LEAD_STATUSES, type LeadStatus } from '@common/enums'
import { FORECLOSURE_PROCESS_SOURCE } from '@common/foreclosure-process'
import { CalendarClock, Sparkles, TriangleAlert, Workflow } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { CaseStageLine } from '@/components/case-stage-line'
import { SelectOptions } from '@/components/form/select-options'
import { PanelSection } from '@/components/panel-section'
import { RecordProvenance } from '@/components/record-provenance'
import { SaleStatusBadge } from '@/components/sale-status-badge'
import { SourceLink } from '@/components/source-link'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDate, formatMoney } from '@/lib/format'
import { useLead } from '../api/get-lead'
import { useUpdateLead } from '../api/update-lead'
import { leadTitle, STATUS_LABELS, sourceLabel } from '../lib/lead-labels'
import { CaseEventTimeline } from './case-event-timeline'
import { LeadNotesSection } from './lead-notes-section'
import { LeadStatusBadge } from './lead-status-badge'
import { LeadTagsFolder } from './lead-tags-folder'
import { LeadUrgencySection } from './lead-urgency-section'

interface LeadDetailProps {
  /** The lead as the list has it, shown at once while its notes load. */
  lead: LeadView
  /** The lead's number in the list. */
  number?: number
  canTagAndFile: boolean
  onUpgrade: () => void
  /** The source document's preview (the upload's document view, or the public record). */
  source: ReactNode
  /** The defendants' contacts (skip tracing mounts its panel here). */
  contacts?: ReactNode
  /** More actions on the lead, composed in app/ (e.g. Push to CRM). */
  actions?: ReactNode
  /** The lead's outreach timeline (the outreach feature mounts it here). */
  outreach?: ReactNode
  /** The property: photo, facts, equity estimate, census context (composed in app/). */
  property?: ReactNode
  /**
   * The labels of the source document's fields read with too little confidence to be shown as
   * facts ("Check this"; common/field-check.ts), named in the header.
   */
  toCheck?: readonly string[]
}

/** The local calendar day of an instant, for a date input. */
function dayOf(instant: string | null): string {
  if (!instant) return ''
  const date = new Date(instant)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * One lead, in sections: its urgency and why, its pipeline (status, next action), tags and folder, notes, the
 * contacts panel, and the source document it came from. Each change is shown at once and rolled
 * back with a toast if the server refuses it.
 */
export function LeadDetail({
  lead: listed,
  number,
  canTagAndFile,
  onUpgrade,
  source,
  contacts,
  actions,
  outreach,
  property,
  toCheck = [],
}: LeadDetailProps) {
  const ids = useId()
  const full = useLead(listed.id)
  const lead = full.data ?? listed
  const update = useUpdateLead()
  const change = (patch: UpdateLeadRequest, onSuccess?: () => void) =>
    update.mutate({ id: lead.id, patch }, { onSuccess })
  const title = leadTitle(lead)
  const amount = formatMoney(lead.loanAmount)

  return (
    <article
      aria-labelledby={`${ids}-title`}
      className="grid content-start gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <header className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <LeadStatusBadge status={lead.status} />
          {lead.saleStatus && <SaleStatusBadge status={lead.saleStatus} />}
          <span className="text-muted-foreground text-xs">{sourceLabel(lead)}</span>
          {lead.isSample && <span className="text-violet-700 text-xs">Sample data</span>}
        </div>
        <h2 id={`${ids}-title`} className="wrap-anywhere font-semibold text-lg text-slate-900">
          {number ? <span className="text-muted-foreground">{number}. </span> : null}
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">
          {[lead.propertyAddress, lead.caseNumber && `Case ${lead.caseNumber}`, lead.filingType]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-muted-foreground text-xs">
          Filed {formatDate(lead.filingDate)}
          {lead.saleDate ? ` · Sale ${formatDate(lead.saleDate)}` : ''}
          {amount ? ` · ${amount}` : ''}
          {lead.zipCode ? ` · ZIP ${lead.zipCode}` : ''}
        </p>
        <CaseStageLine stage={lead.stage ?? null} nextSaleDate={lead.nextSaleDate ?? null} />
        {lead.provenance && (
          <RecordProvenance
            facts={{
              ...lead.provenance,
              isSample: lead.isSample,
              upload: lead.provenance.origin === 'upload',
            }}
          />
        )}
        {toCheck.length > 0 && (
          <p className="flex items-start gap-1.5 rounded-md border border-amber-400 border-dashed bg-amber-50 px-2 py-1 text-amber-950 text-xs">
            <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>
              Check this: {toCheck.join(', ')} {toCheck.length === 1 ? 'was' : 'were'} read with low
              confidence. Compare with the source document below and correct what is wrong.
            </span>
          </p>
        )}
        {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
      </header>

      {lead.urgency && <LeadUrgencySection id={`${ids}-urgency`} urgency={lead.urgency} />}

      {property}

      <CaseEventTimeline events={full.data?.caseEvents} />

      {full.data?.summary && (
        <PanelSection
          headingId={`${ids}-summary`}
          icon={Sparkles}
          title="Summary"
          className="grid gap-1.5 rounded-lg border p-4"
        >
          <p className="text-slate-700 text-sm leading-relaxed">{full.data.summary}</p>
          <p className="text-muted-foreground text-xs">
            Built from this lead's fields only. The state's usual process is from{' '}
            <SourceLink href={FORECLOSURE_PROCESS_SOURCE.url}>
              {FORECLOSURE_PROCESS_SOURCE.title}
            </SourceLink>
            ; not legal advice.
          </p>
        </PanelSection>
      )}

      <PanelSection
        headingId={`${ids}-pipeline`}
        icon={Workflow}
        title="Pipeline"
        className="grid gap-3 rounded-lg border p-4"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={`${ids}-status`} className="font-medium text-muted-foreground text-xs">
              Status
            </label>
            <NativeSelect
              id={`${ids}-status`}
              value={lead.status}
              onChange={(event) => change({ status: event.target.value as LeadStatus })}
            >
              <SelectOptions values={LEAD_STATUSES} labels={STATUS_LABELS} />
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label
              htmlFor={`${ids}-next`}
              className="flex items-center gap-1 font-medium text-muted-foreground text-xs"
            >
              <CalendarClock className="size-3.5" aria-hidden="true" />
              Next action
            </label>
            <Input
              id={`${ids}-next`}
              type="date"
              value={dayOf(lead.nextActionAt)}
              onChange={(event) => {
                const day = event.target.value
                change({ nextActionAt: day ? new Date(`${day}T09:00:00`).toISOString() : null })
              }}
            />
          </div>
        </div>
      </PanelSection>

      <LeadTagsFolder
        key={`${lead.id}:${lead.folder ?? ''}`}
        tags={lead.tags}
        folder={lead.folder}
        allowed={canTagAndFile}
        onUpgrade={onUpgrade}
        onAddTag={(tag) => change({ addTags: [tag] })}
        onRemoveTag={(tag) => change({ removeTags: [tag] })}
        onFolder={(folder) => change({ folder })}
      />

      <LeadNotesSection
        notes={full.data?.notes}
        saving={update.isPending && update.variables?.patch.note !== undefined}
        onAdd={(note, done) => change({ note }, done)}
      />

      {contacts}

      {outreach}

      <section aria-label="Source document" className="grid gap-2">
        {source}
      </section>
    </article>
  )
}
