import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /public-records: search foreclosure filings by state and ZIP code. */
export function PublicRecordsPage() {
  return (
    <PagePlaceholder title="Public Records Search">
      <p>
        Searching lis pendens filings, verified complaints and municipal foreclosure notices by
        state and ZIP code will happen on this page.
      </p>
    </PagePlaceholder>
  )
}
