import type { CallListResponse } from '@common/contracts/lead-export'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

/** GET /api/leads/call-list: the callable numbers of the selected leads (never Do-not-call). */
export async function fetchCallList(ids: readonly string[]): Promise<CallListResponse> {
  const params = new URLSearchParams({ ids: ids.join(',') })
  const response = await apiRequest('GET', `/api/leads/call-list?${params}`)
  return (await response.json()) as CallListResponse
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
