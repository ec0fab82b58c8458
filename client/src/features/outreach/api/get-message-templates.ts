import type { ListMessageTemplatesResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

/** GET /api/message-templates: the user's own templates and the defaults. */
export function fetchMessageTemplates(): Promise<ListMessageTemplatesResponse> {
  return getJson('/api/message-templates')
}

export function useMessageTemplates() {
  return useQuery({ queryKey: queryKeys.messageTemplates, queryFn: fetchMessageTemplates })
}
