import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** PATCH /api/outreach/:id (0040): the homeowner replied (or the mark is taken back). */
function markReplied(input: { id: string; replied: boolean }) {
  return call(outreachEndpoints.markReplied, {
    params: { id: input.id },
    body: { replied: input.replied },
  })
}

export function useMarkReplied() {
  return useInvalidatingMutation(markReplied, queryKeys.outreach.all)
}
