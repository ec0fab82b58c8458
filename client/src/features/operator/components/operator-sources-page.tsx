import type { OperatorSource, OperatorSourceStatus } from '@common/contracts/operator'
import { useState } from 'react'
import { Link } from 'react-router'
import { PageLoading } from '@/components/layout/page-loading'
import { Card, CardContent } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { PendingButton } from '@/components/ui/pending-button'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { toast } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'
import { pageTitle } from '@/lib/brand'
import { useEnableReviewedSources, useOperatorSources } from '../api/operator-sources'
import { enableReviewedSummary, STATUS_LABELS, when } from '../lib/source-words'
import { SourceActions } from './source-actions'
import { SourceHealth } from './source-health'
import { SourceStatusBadge } from './source-status-badge'

/** Who reviewed the source, in one line. */
function reviewLine(source: OperatorSource): string {
  if (source.review) return `Reviewed by ${source.review.by}, ${when(source.review.at)}`
  const shipped = source.shippedReview
  if (shipped && source.shippedReviewEnables) {
    return `Review shipped with the catalogue (${shipped.reviewedOn}): robots.txt allows us; not accepted here yet`
  }
  if (shipped) {
    return `Shipped review (${shipped.reviewedOn}) could not read its robots.txt: review it yourself before enabling`
  }
  return 'No review yet'
}

function SourceCard({ source }: { source: OperatorSource }) {
  const place = `${source.county ?? 'Statewide'}, ${source.state}`
  return (
    <li>
      <Card data-testid={`operator-source-${source.id}`}>
        <CardContent className="grid gap-3 p-4 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_auto]">
          <div className="grid min-w-0 content-start gap-1">
            <Link
              to={`/operator/sources/${source.id}`}
              className="wrap-anywhere font-medium text-primary underline-offset-2 hover:underline"
            >
              {source.name}
            </Link>
            <span className="text-muted-foreground text-sm">
              {place} · {source.kind.replaceAll('_', ' ')}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <SourceStatusBadge status={source.status} />
              {source.statusReason && (
                <span className="wrap-anywhere text-muted-foreground text-xs">
                  {source.statusReason}
                </span>
              )}
            </span>
            <span className="text-muted-foreground text-xs">{reviewLine(source)}</span>
          </div>
          <div className="min-w-0 text-sm">
            <SourceHealth source={source} />
          </div>
          <SourceActions source={source} />
        </CardContent>
      </Card>
    </li>
  )
}

const matches = (source: OperatorSource, text: string) =>
  `${source.name} ${source.state} ${source.county ?? ''} ${source.id}`
    .toLowerCase()
    .includes(text.trim().toLowerCase())

/** `/operator/sources`: the deployment's record sources, their reviews and health (operators). */
export function OperatorSourcesPage() {
  useDocumentTitle(pageTitle('Sources'))
  const sources = useOperatorSources()
  const enableAll = useEnableReviewedSources()
  const [text, setText] = useState('')
  const [status, setStatus] = useState<OperatorSourceStatus | ''>('')
  const shown =
    sources.data?.sources.filter(
      (source) => matches(source, text) && (!status || source.status === status),
    ) ?? []
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="font-semibold text-2xl">Sources</h1>
          <p className="max-w-2xl text-muted-foreground text-sm">
            The public record sources this deployment collects from. A source runs only after its
            robots.txt and terms are reviewed and it is enabled; every fetch is in its audit.
          </p>
        </div>
        <PendingButton
          type="button"
          pending={enableAll.isPending}
          pendingLabel="Enabling..."
          onClick={() =>
            enableAll.mutate(undefined, {
              onSuccess: (outcome) =>
                toast({
                  title: 'Reviewed Sources Enabled',
                  description: enableReviewedSummary(outcome),
                }),
              onError: (error) =>
                toast({
                  title: 'Not Done',
                  description:
                    apiErrorMessage(error) ?? 'The sources could not be enabled. Try again.',
                  variant: 'destructive',
                }),
            })
          }
        >
          Enable all reviewed sources
        </PendingButton>
      </div>
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label="Find a source"
          placeholder="Find by name, state or county"
          className="max-w-xs"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <NativeSelect
          aria-label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as OperatorSourceStatus | '')}
        >
          <option value="">Every status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {sources.isPending ? (
        <PageLoading />
      ) : sources.isError ? (
        <p className="text-destructive">
          {apiErrorMessage(sources.error) ?? 'The sources could not be loaded. Try again later.'}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {shown.length} of {sources.data.sources.length} sources
          </p>
          <ul className="grid gap-3">
            {shown.map((source) => (
              <SourceCard key={source.id} source={source} />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
