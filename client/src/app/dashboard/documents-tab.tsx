import type { UserResponse } from '@common/contracts/accounts'
import { useQueryClient } from '@tanstack/react-query'
import { Upload } from 'lucide-react'
import { type ReactNode, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { useUpgradeModal } from '@/components/upgrade/upgrade-modal-context'
import { PushToCrmButton } from '@/features/crm'
import {
  DocumentList,
  DocumentsEmpty,
  DocumentsEmptyForZip,
  DocumentsError,
  DocumentsLoading,
  groupDocumentsByZip,
  UploadCard,
} from '@/features/documents'
import {
  BulkActionBar,
  EMPTY_FILTERS,
  ExportMenu,
  hasLeadOnlyFilters,
  LeadBoard,
  LeadList,
  LeadsNoMatch,
  LeadToolbar,
  useLeadFacets,
  useLeadParams,
  useLeadsList,
  useUnkeptDocuments,
} from '@/features/leads'
import { queryKeys } from '@/lib/query-keys'
import { cn } from '@/lib/utils'
import { CreateCampaignAction } from './create-campaign-action'
import { DetailPane } from './detail-pane'
import { resolveDetail } from './detail-selection'
import { planFeatures } from './plan-features'

interface DocumentsTabProps {
  user: UserResponse
  downloadsLeft: number | null
}

/** On a phone or tablet the detail replaces the list: start it at the top of the page. */
function toTopWhenStacked(): void {
  if (!window.matchMedia('(min-width: 80rem)').matches) window.scrollTo({ top: 0 })
}

/**
 * The dashboard's documents tab as the lead list (docs/decisions/0019): the upload card; the
 * documents that are not leads yet (analysing, failed, saved records not kept) grouped by ZIP;
 * the leads grouped by ZIP, filtered, sorted and paged, in a virtualised list or as the pipeline
 * board; the detail of what is opened beside the list, or on a phone as a view of its own.
 */
export function DocumentsTab({ user, downloadsLeft }: DocumentsTabProps) {
  const queryClient = useQueryClient()
  const { openUpgradeModal } = useUpgradeModal()
  const { filters, setFilters, view, setView, selection, select } = useLeadParams()
  const zip = filters.zip || 'all'
  const unkept = useUnkeptDocuments(zip, {
    onAnalysed: () => void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all }),
  })
  const list = useLeadsList(filters, { grouping: 'zip' })
  const facets = useLeadFacets(filters)
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set())
  // On a phone with leads listed, the upload card folds away behind a button.
  const [showUpload, setShowUpload] = useState(false)
  const plan = planFeatures(user)

  const leadOnly = hasLeadOnlyFilters(filters)
  const documents = leadOnly ? [] : (unkept.data?.documents ?? [])
  const leads = useMemo(() => list.data?.pages.flatMap((page) => page.leads) ?? [], [list.data])
  const zipCounts = useMemo(
    () => (facets.data ? new Map(facets.data.byZip.map((row) => [row.value, row.count])) : null),
    [facets.data],
  )
  const detail = resolveDetail(selection, documents, leads)
  const open = (next: Parameters<typeof select>[0]) => {
    select(next)
    toTopWhenStacked()
  }

  const loading = unkept.isPending || list.isPending
  const failed = (unkept.isError && !unkept.data) || (list.isError && !list.data)
  const empty = !loading && !failed && documents.length === 0 && leads.length === 0
  const showToolbar = leadOnly || leads.length > 0
  const hideOnPhone = selection ? 'max-xl:hidden' : ''

  let body: ReactNode
  if (loading) body = <DocumentsLoading />
  else if (failed)
    body = (
      <DocumentsError
        onRetry={() => {
          void unkept.refetch()
          void list.refetch()
        }}
      />
    )
  else if (empty && leadOnly)
    body = <LeadsNoMatch onClear={() => setFilters({ ...EMPTY_FILTERS, zip: filters.zip })} />
  else if (empty)
    body =
      zip === 'all' ? (
        <DocumentsEmpty />
      ) : (
        <DocumentsEmptyForZip zip={zip} onShowAll={() => setFilters({ ...filters, zip: '' })} />
      )
  else if (view === 'board')
    body = (
      <>
        <LeadBoard
          filters={filters}
          byStatus={facets.data?.byStatus}
          onOpen={(lead) => select({ kind: 'lead', id: lead.id })}
        />
        <Dialog open={Boolean(selection)} onOpenChange={(next) => !next && select(null)}>
          <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto p-3 sm:p-4">
            <DialogTitle className="sr-only">Lead</DialogTitle>
            <DetailPane detail={detail} user={user} downloadsLeft={downloadsLeft} />
          </DialogContent>
        </Dialog>
      </>
    )
  else
    body = (
      <div className="grid items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <div className={cn('grid min-w-0 content-start gap-4', hideOnPhone)}>
          <h2 className="sr-only">Your documents and leads</h2>
          {documents.length > 0 && (
            <DocumentList
              groups={groupDocumentsByZip(documents)}
              selectedId={detail?.kind === 'document' ? detail.document.id : null}
              onSelect={(document) => open({ kind: 'document', id: document.id })}
            />
          )}
          {leads.length > 0 && (
            <LeadList
              leads={leads}
              zipCounts={zipCounts}
              hasMore={Boolean(list.hasNextPage)}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              selectedId={detail?.kind === 'lead' ? detail.lead.id : null}
              onSelect={(lead) => open({ kind: 'lead', id: lead.id })}
              checkedIds={checked}
              onCheck={(lead, on) =>
                setChecked((current) => {
                  const next = new Set(current)
                  if (on) next.add(lead.id)
                  else next.delete(lead.id)
                  return next
                })
              }
            />
          )}
        </div>
        <div
          className={cn('min-w-0 scroll-mt-4 xl:sticky xl:top-4', !selection && 'max-xl:hidden')}
        >
          <DetailPane
            detail={detail}
            user={user}
            downloadsLeft={downloadsLeft}
            onBack={() => select(null)}
            onOpenLead={(id) => select({ kind: 'lead', id })}
          />
        </div>
      </div>
    )

  return (
    <div className="grid gap-4">
      <div className={cn('grid gap-4', view === 'list' && hideOnPhone)}>
        {!empty && !showUpload && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start sm:hidden"
            onClick={() => setShowUpload(true)}
          >
            <Upload aria-hidden="true" />
            Upload a document
          </Button>
        )}
        <div className={cn(!empty && !showUpload && 'max-sm:hidden')}>
          <UploadCard
            onUploaded={(created) => {
              void queryClient.invalidateQueries({ queryKey: queryKeys.leads.unkeptDocuments })
              // A new document outside the ZIP filter would not be listed: show every ZIP instead.
              select(
                { kind: 'document', id: created.id },
                { showAllZips: zip !== 'all' && created.zipCode !== zip },
              )
            }}
          />
        </div>
        {showToolbar && (
          <LeadToolbar
            filters={filters}
            onChange={setFilters}
            options={facets.data?.options}
            view={view}
            onViewChange={setView}
            actions={
              <ExportMenu
                filters={filters}
                allowed={plan.leadExport}
                onUpgrade={openUpgradeModal}
              />
            }
          />
        )}
        {view === 'list' && (
          <BulkActionBar
            ids={[...checked]}
            onClear={() => setChecked(new Set())}
            canTagAndFile={plan.tagsAndFolders}
            canCopyCallList={plan.contactInfo}
            onUpgrade={openUpgradeModal}
            actions={
              <>
                <CreateCampaignAction leadIds={[...checked]} />
                <PushToCrmButton leadIds={[...checked]} />
              </>
            }
          />
        )}
      </div>
      {body}
    </div>
  )
}
