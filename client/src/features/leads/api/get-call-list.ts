import { leadsEndpoints } from '@common/api/endpoints/leads'
import type { CallListResponse } from '@common/contracts/lead-export'
import { useMutation } from '@tanstack/react-query'
import { call } from '@/lib/api'

/** GET /api/leads/call-list: the callable numbers of the selected leads (never Do-not-call). */
function fetchCallList(ids: readonly string[]) {
  return call(leadsEndpoints.callList, { query: { ids: ids.join(',') } })
}

/** Reads the call list and puts its text on the clipboard; resolves with what was copied. */
export function useCopyCallList(toText: (list: CallListResponse) => string) {
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      const list = await fetchCallList(ids)
      if (list.entries.length > 0) await navigator.clipboard.writeText(toText(list))
      return list
    },
  })
}
