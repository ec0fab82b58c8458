import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { GetLeadResponse, ListLeadsResponse, UpdateLeadRequest } from '@common/contracts/leads'
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { toast } from '@/hooks/use-toast'
import { call } from '@/lib/api'
import { isLeadKeyOf, isUnkeptDocumentsKey, queryKeys } from '@/lib/query-keys'
import { leadChangeErrorToast } from '../lib/leads-toast'
import { patchedLead, patchedPages } from '../lib/optimistic-lead'

/** PATCH /api/leads/:id: the changed lead with its notes. */
function updateLead(id: string, patch: UpdateLeadRequest) {
  return call(leadsEndpoints.update, { params: { id }, body: patch })
}

/** POST /api/leads/bulk: the same change on each selected lead, all or nothing. */
function bulkUpdateLeads(ids: readonly string[], patch: UpdateLeadRequest) {
  return call(leadsEndpoints.bulkUpdate, { body: { ids: [...ids], patch } })
}

type Snapshot = [readonly unknown[], unknown][]

/**
 * Shows the change at once in every cached list and lead (optimistic update) and returns what
 * was there before, so a refusal can put it back. Exported for its test.
 */
export async function applyOptimistically(
  queryClient: QueryClient,
  ids: readonly string[],
  patch: UpdateLeadRequest,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.leads.all })
  const snapshot: Snapshot = queryClient.getQueriesData({ queryKey: queryKeys.leads.all })
  const wanted = new Set(ids)
  queryClient.setQueriesData<InfiniteData<ListLeadsResponse>>(
    { queryKey: queryKeys.leads.lists },
    (pages) => patchedPages(pages, wanted, patch),
  )
  // Only the lead itself: what is cached under its key (its contacts) is not a lead.
  queryClient.setQueriesData<GetLeadResponse>(
    { queryKey: queryKeys.leads.all, predicate: (query) => isLeadKeyOf(query.queryKey, wanted) },
    (lead) => lead && patchedLead(lead, patch),
  )
  return snapshot
}

function rollBack(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data)
}

/** Lists and counts are read again after any change (a status moves a lead between columns). */
function refreshLeads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: queryKeys.leads.all,
    predicate: (query) => !isUnkeptDocumentsKey(query.queryKey),
  })
}

/**
 * Changes one lead: shown at once everywhere it is cached; on a refusal it is rolled back and a
 * toast says why (by the server's code).
 */
export function useUpdateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: UpdateLeadRequest }) => updateLead(id, patch),
    onMutate: ({ id, patch }) => applyOptimistically(queryClient, [id], patch),
    onError: (error, _input, snapshot) => {
      rollBack(queryClient, snapshot)
      toast(leadChangeErrorToast(error))
    },
    onSuccess: (lead) => queryClient.setQueryData(queryKeys.leads.one(lead.id), lead),
    onSettled: () => refreshLeads(queryClient),
  })
}

/** Changes the selected leads together (POST /api/leads/bulk), optimistic like useUpdateLead. */
export function useBulkUpdateLeads() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, patch }: { ids: readonly string[]; patch: UpdateLeadRequest }) =>
      bulkUpdateLeads(ids, patch),
    onMutate: ({ ids, patch }) => applyOptimistically(queryClient, ids, patch),
    onError: (error, _input, snapshot) => {
      rollBack(queryClient, snapshot)
      toast(leadChangeErrorToast(error))
    },
    onSettled: () => refreshLeads(queryClient),
  })
}
