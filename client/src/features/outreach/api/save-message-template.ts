import type {
  CreateMessageTemplateRequest,
  MessageTemplateView,
  UpdateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/message-templates: saves a template of the user's own. */
export async function createMessageTemplate(
  input: CreateMessageTemplateRequest,
): Promise<MessageTemplateView> {
  const response = await apiRequest('POST', '/api/message-templates', input)
  return (await response.json()) as MessageTemplateView
}

/** DELETE /api/message-templates/:id. */
export async function deleteMessageTemplate(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/message-templates/${encodeURIComponent(id)}`)
}

export function useCreateMessageTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageTemplates }),
  })
}

export function useDeleteMessageTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageTemplates }),
  })
}

/** PATCH /api/message-templates/:id: only the fields sent change. */
export async function updateMessageTemplate(input: {
  id: string
  patch: UpdateMessageTemplateRequest
}): Promise<MessageTemplateView> {
  const url = `/api/message-templates/${encodeURIComponent(input.id)}`
  const response = await apiRequest('PATCH', url, input.patch)
  return (await response.json()) as MessageTemplateView
}

export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageTemplates }),
  })
}
