import type { ListMessageTemplatesResponse } from '@common/contracts/outreach'
import { useQuery } from '@tanstack/react-query'
import { getJson } from './get-json'

export const MESSAGE_TEMPLATES_QUERY_KEY = ['/api/message-templates'] as const

/** GET /api/message-templates: the user's own templates and the defaults. */
export function fetchMessageTemplates(): Promise<ListMessageTemplatesResponse> {
  return getJson('/api/message-templates')
}

export function useMessageTemplates() {
  return useQuery({ queryKey: MESSAGE_TEMPLATES_QUERY_KEY, queryFn: fetchMessageTemplates })
}
