import { outreachEndpoints } from '@common/api/endpoints/outreach'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/message-templates: the user's own templates and the defaults. */
function fetchMessageTemplates() {
  return call(outreachEndpoints.messageTemplates)
}

export function useMessageTemplates() {
  return useQuery({ queryKey: queryKeys.messageTemplates, queryFn: fetchMessageTemplates })
}
