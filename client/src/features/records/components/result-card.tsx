import type { SearchResultDocument } from '@common/contracts/records'
import { Calendar, CircleSlash, FlaskConical, Lock, LockOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CaseStageLine } from '@/components/case-stage-line'
import { RecordProvenance } from '@/components/record-provenance'
import { SaleStatusBadge } from '@/components/sale-status-badge'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { PLAN_CHOOSER_STATE } from '@/components/upgrade/plan-chooser-state'
import { formatDate, formatMoney } from '@/lib/format'
import { cn } from '@/lib/utils'
import { placeLine } from '../lib/records-labels'
import { saleIsOver, saleOverNote } from '../lib/sale-status'
import { DocumentAction } from './document-action'
import { DocumentTypeBadge } from './document-type-badge'
import { KeepResultButton, type KeepState, SelectResultBox } from './keep-result-control'

/**
 * A sale still marked scheduled or postponed whose date has passed: no badge says "Sale
 * scheduled" for it (the stage line says the date passed with no result published).
 */
function salePassed(result: SearchResultDocument): boolean {
  const waiting = result.saleStatus === 'scheduled' || result.saleStatus === 'postponed'
  const today = new Date().toISOString().slice(0, 10)
  return waiting && Boolean(result.nextSaleDate) && (result.nextSaleDate ?? '') < today
}

/** Keeping a readable result as a lead, alone or with the others ticked. */
interface ResultKeeping {
  state: KeepState
  selected: boolean
  /** Another keep is on its way: the controls wait for it. */
  busy: boolean
  onToggle: () => void
  onKeep: () => void
}

interface ResultCardProps {
  result: SearchResultDocument
  isTrialUser: boolean
  /** The search the result belongs to (a kept notice downloads through it). */
  searchId: string
  /** Trial downloads left; null when downloads are not counted (a subscriber). */
  downloadsLeft: number | null
  /** Absent for a masked result: what the plan hides cannot be kept. */
  keeping?: ResultKeeping
}

function Detail({
  label,
  children,
  muted,
}: {
  label: string
  children: ReactNode
  muted?: boolean
}) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd
        className={cn('wrap-anywhere font-medium text-sm', muted && 'text-muted-foreground italic')}
      >
        {children}
      </dd>
    </div>
  )
}

/**
 * A search filtered or sorted by equity (0039): the estimate and its share of the market value,
 * or that there is none, and whether the owner mails elsewhere. Sample figures are the sample
 * record's (the card's 'Sample data' badge).
 */
function EquityDetail({ result }: { result: SearchResultDocument }) {
  const equity = formatMoney(result.estimatedEquity ?? null)
  return (
    <Detail label="Equity (estimate)" muted={equity === null}>
      {equity === null ? (
        'No estimate yet'
      ) : (
        <>
          {equity}
          {result.equityPercent !== null && result.equityPercent !== undefined && (
            <span className="font-normal text-muted-foreground">
              {' '}
              ({result.equityPercent}% of market value)
            </span>
          )}
        </>
      )}
      {result.absenteeOwner && (
        <Badge variant="outline" className="ml-2 align-middle">
          Absentee owner
        </Badge>
      )}
    </Detail>
  )
}

function MaskedBanner() {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-t-xl border-b border-slate-300 bg-slate-200/70 px-4 py-2.5">
      <p className="flex items-center gap-2 font-medium text-slate-700 text-sm">
        <Lock className="size-4 shrink-0" aria-hidden="true" />
        Limited Access: Full details available with subscription
      </p>
      <Button asChild size="sm" className="h-8">
        <Link to="/" state={PLAN_CHOOSER_STATE}>
          <LockOpen aria-hidden="true" />
          Unlock
        </Link>
      </Button>
    </div>
  )
}

/**
 * One found filing. A result hidden from this user (the trial's or the plan's limit) is greyed
 * under a 'Limited Access' banner, with its address, defendant and case number replaced by
 * 'hidden' notes; any other result shows what the server sent, naming what is missing.
 */
export function ResultCard({
  result,
  isTrialUser,
  searchId,
  downloadsLeft,
  keeping,
}: ResultCardProps) {
  const masked = !result.isAccessibleInTrial
  const over = saleIsOver(result.saleStatus)
  const place = placeLine(result)
  const loanAmount = formatMoney(result.loanAmount)
  const filed = formatDate(result.filingDate)
  const shown = (value: string | null, hidden: string, missing: string) =>
    masked ? hidden : value?.trim() || missing
  const what = `${result.documentType}${result.caseNumber ? ` ${result.caseNumber}` : ''}, filed ${filed}`

  return (
    <article
      aria-label={`${result.documentType}, filed ${filed}${masked ? ', limited access' : ''}${over ? ', sale over' : ''}`}
      className={cn(
        'rounded-xl border shadow-sm',
        masked ? 'border-slate-300 bg-slate-100 text-slate-600' : 'bg-card',
        over && !masked && 'border-rose-200 bg-rose-50/40',
      )}
    >
      {masked && <MaskedBanner />}
      <div className={cn('grid gap-4 p-4', masked && 'opacity-80 grayscale')}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {keeping && (
              <SelectResultBox
                checked={keeping.selected}
                disabled={keeping.busy || keeping.state !== 'idle'}
                onToggle={keeping.onToggle}
                label={what}
              />
            )}
            <DocumentTypeBadge documentType={result.documentType} />
            {result.saleStatus && !salePassed(result) && (
              <SaleStatusBadge status={result.saleStatus} />
            )}
            {result.isSample && (
              <Badge variant="outline" className="border-violet-200 bg-violet-50 text-violet-800">
                <FlaskConical aria-hidden="true" />
                Sample data
              </Badge>
            )}
          </div>
          <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
            <Calendar className="size-4" aria-hidden="true" />
            <span className="sr-only">Filed </span>
            {filed}
          </p>
        </div>
        <div>
          <p className={cn('font-semibold', masked || !result.propertyAddress ? 'italic' : '')}>
            {shown(
              result.propertyAddress ?? null,
              'Property address hidden - upgrade to view',
              'Address not available',
            )}
          </p>
          {place && <p className="text-muted-foreground text-sm">{place}</p>}
        </div>
        {!masked && (
          <CaseStageLine
            stage={result.stage ?? null}
            nextSaleDate={result.nextSaleDate ?? null}
            record={{
              saleStatus: result.saleStatus,
              documentType: result.documentType,
              filingDate: result.filingDate,
            }}
          />
        )}
        {over && result.saleStatus && (
          <p className="flex items-center gap-2 font-medium text-rose-800 text-sm">
            <CircleSlash className="size-4 shrink-0" aria-hidden="true" />
            {saleOverNote(result.saleStatus)}
          </p>
        )}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Defendant" muted={masked || !result.defendantName}>
            {shown(
              result.defendantName ?? null,
              'Name hidden - upgrade to view',
              'Name not available',
            )}
          </Detail>
          <Detail label="Case Number" muted={masked || !result.caseNumber}>
            {shown(
              result.caseNumber ?? null,
              'Case # hidden - upgrade to view',
              'Case number not available',
            )}
          </Detail>
          {result.court && <Detail label="Court">{result.court}</Detail>}
          {loanAmount && <Detail label="Loan Amount">{loanAmount}</Detail>}
          {!masked && result.estimatedEquity !== undefined && <EquityDetail result={result} />}
        </dl>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-4 py-3">
        <RecordProvenance
          facts={{
            sourceName: result.sourceName || result.sourceDatabase,
            sourceUrl: result.sourceUrl,
            firstSeenAt: result.firstSeenAt,
            lastCheckedAt: result.lastCheckedAt ?? null,
            stageAsOf: result.stageAsOf,
            checkEveryHours: result.checkEveryHours,
            stale: result.stale,
            isSample: result.isSample,
          }}
        />
        {masked ? (
          <p className="flex items-center gap-1.5 font-medium text-slate-700 text-sm">
            <Lock className="size-4" aria-hidden="true" />
            Subscription Required
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            {keeping && (
              <KeepResultButton
                state={keeping.state}
                disabled={keeping.busy}
                onKeep={keeping.onKeep}
                label={what}
              />
            )}
            <DocumentAction
              documentUrl={result.documentUrl ?? null}
              isDocumentAvailable={result.isDocumentAvailable}
              caseNumber={result.caseNumber ?? null}
              documentType={result.documentType}
              court={result.court}
              isAccessibleInTrial={result.isAccessibleInTrial}
              isTrialUser={isTrialUser}
              kept={{ searchId, filingId: result.id }}
              downloadsLeft={downloadsLeft}
            />
          </div>
        )}
      </div>
    </article>
  )
}
