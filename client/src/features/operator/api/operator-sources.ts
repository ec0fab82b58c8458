import { operatorEndpoints } from '@common/api/endpoints/operator'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/operator/sources: the catalogue with each source's status, review and health. */
function fetchSources() {
  return call(operatorEndpoints.sources)
}

/** The catalogue, read again every 15 s while a run is queued or running. */
export function useOperatorSources() {
  return useQuery({
    queryKey: queryKeys.operatorSources,
    queryFn: fetchSources,
    refetchInterval: (query) =>
      query.state.data?.sources.some((source) => source.health.running) ? 15_000 : false,
  })
}

/** GET /api/operator/sources/:id/audits: the source's fetch audit, newest first, page by page. */
export function useSourceAudits(id: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.operatorAudits(id),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      call(operatorEndpoints.audits, {
        params: { id },
        query: { before: pageParam === undefined ? undefined : String(pageParam) },
      }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  })
}

const review = (input: { id: string; notes: string }) =>
  call(operatorEndpoints.review, { params: { id: input.id }, body: { notes: input.notes } })
const enable = (id: string) => call(operatorEndpoints.enable, { params: { id } })
const disable = (id: string) => call(operatorEndpoints.disable, { params: { id } })
const run = (id: string) => call(operatorEndpoints.run, { params: { id } })
const enableReviewed = (_: undefined) => call(operatorEndpoints.enableReviewed)

const useSourcesMutation = <Input, Reply>(fn: (input: Input) => Promise<Reply>) =>
  useInvalidatingMutation(fn, ['/api/operator/sources'], 'settled')

export const useReviewSource = () => useSourcesMutation(review)
export const useEnableSource = () => useSourcesMutation(enable)
export const useDisableSource = () => useSourcesMutation(disable)
export const useRunSource = () => useSourcesMutation(run)
export const useEnableReviewedSources = () => useSourcesMutation(enableReviewed)
