import type { OperatorSource } from '@common/contracts/operator'
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { PageLoading } from '@/components/layout/page-loading'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useOperatorSources } from '../api/operator-sources'
import { when } from '../lib/source-words'
import { ReviewForm } from './review-form'
import { SourceActions } from './source-actions'
import { SourceAudits } from './source-audits'
import { SourceHealth } from './source-health'
import { SourceStatusBadge } from './source-status-badge'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">{children}</CardContent>
    </Card>
  )
}

const VERDICTS = {
  allowed: 'allows our crawler',
  no_robots_txt: 'no robots.txt (everything allowed)',
  disallowed: 'disallows our crawler',
  not_read: 'not read when the catalogue was built',
}

function Review({ source }: { source: OperatorSource }) {
  const shipped = source.shippedReview
  const runnable = source.status !== 'licensed_feed_required' && source.status !== 'not_runnable'
  return (
    <Section title="Review">
      {source.review ? (
        <p>
          Reviewed here by <strong className="wrap-anywhere">{source.review.by}</strong> on{' '}
          {when(source.review.at)}.
          {source.review.notes && (
            <span className="wrap-anywhere block text-muted-foreground">{source.review.notes}</span>
          )}
        </p>
      ) : (
        <p>Not reviewed on this deployment yet.</p>
      )}
      {shipped ? (
        <div className="grid gap-1 rounded-md border p-3">
          <p className="font-medium">
            Shipped with the catalogue: reviewed {shipped.reviewedOn} by {shipped.reviewedBy}
          </p>
          <p>
            robots.txt ({shipped.robots.url}): {VERDICTS[shipped.robots.verdict]}
            {shipped.robots.verdict === 'not_read'
              ? ` (${shipped.robots.readFrom}). Read it before you enable the source.`
              : `; read from ${shipped.robots.readFrom}`}
          </p>
          {shipped.robots.lines.length > 0 && (
            <pre className="wrap-anywhere whitespace-pre-wrap rounded bg-muted p-2 text-xs">
              {shipped.robots.lines.join('\n')}
            </pre>
          )}
          <p className="wrap-anywhere">
            Terms (
            <a
              className="text-primary underline"
              href={source.tosUrl}
              rel="noreferrer noopener"
              target="_blank"
            >
              {source.tosUrl}
            </a>
            ): “{shipped.termsExcerpt}”
          </p>
          <p>Rate limit: {shipped.rateLimitReason}</p>
        </div>
      ) : (
        <p className="wrap-anywhere text-muted-foreground">
          No review shipped with the catalogue: read{' '}
          <a
            className="text-primary underline"
            href={source.tosUrl}
            rel="noreferrer noopener"
            target="_blank"
          >
            its terms
          </a>{' '}
          and its robots.txt before you record yours.
        </p>
      )}
      {/* Kept mounted after a review (its toast answers it); a new review replaces the last. */}
      {runnable && <ReviewForm source={source} />}
    </Section>
  )
}

/** `/operator/sources/:id`: one source's review, what was checked, its health and its audit. */
export function OperatorSourcePage() {
  const { id = '' } = useParams()
  const sources = useOperatorSources()
  const source = sources.data?.sources.find((candidate) => candidate.id === id)
  useDocumentTitle(pageTitle(source?.name ?? 'Source'))
  if (sources.isPending) return <PageLoading />
  if (!source) {
    return (
      <p>
        No source “{id}” in the catalogue.{' '}
        <Link className="text-primary underline" to="/operator/sources">
          Back to the sources
        </Link>
      </p>
    )
  }
  const { verification } = source
  return (
    <div className="grid gap-4">
      <Link className="text-primary text-sm underline" to="/operator/sources">
        All sources
      </Link>
      <div className="grid gap-1">
        <h1 className="wrap-anywhere font-semibold text-2xl">{source.name}</h1>
        <p className="text-muted-foreground text-sm">
          {source.county ?? 'Statewide'}, {source.state} · {source.recordKinds.join(', ')} · every{' '}
          {source.updateEveryHours} h · at most {source.rateLimit.quota} requests a{' '}
          {source.rateLimit.window}
        </p>
        <span className="flex flex-wrap items-center gap-2">
          <SourceStatusBadge status={source.status} />
          {source.statusReason && (
            <span className="wrap-anywhere text-sm">{source.statusReason}</span>
          )}
        </span>
      </div>
      <SourceActions source={source} />
      <Section title="Health">
        <SourceHealth source={source} />
        {(source.unreadable.waiting > 0 || source.unreadable.givenUp > 0) && (
          <p>
            Records whose own document could not be read: {source.unreadable.waiting} to try again,{' '}
            {source.unreadable.givenUp} given up.
          </p>
        )}
      </Section>
      <Review source={source} />
      <Section title="How the catalogue checked it">
        <p>{verification.levelWords}</p>
        {verification.recorded.length > 0 && (
          <p className="wrap-anywhere">Recorded: {verification.recorded.join(', ')}</p>
        )}
        {verification.confirmed.length > 0 && (
          <p className="wrap-anywhere">Confirmed: {verification.confirmed.join('; ')}</p>
        )}
        {verification.assumed.length > 0 && (
          <p className="wrap-anywhere">Assumed: {verification.assumed.join('; ')}</p>
        )}
      </Section>
      <Section title="Audit of its fetches">
        <SourceAudits id={source.id} />
      </Section>
    </div>
  )
}
