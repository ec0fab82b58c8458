import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type {
  CreateMessageTemplateRequest,
  UpdateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/message-templates: saves a template of the user's own. */
export function createMessageTemplate(input: CreateMessageTemplateRequest) {
  return call(outreachEndpoints.createMessageTemplate, { body: input })
}

/** DELETE /api/message-templates/:id. */
export function deleteMessageTemplate(id: string) {
  return call(outreachEndpoints.deleteMessageTemplate, { params: { id } })
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
export function updateMessageTemplate(input: { id: string; patch: UpdateMessageTemplateRequest }) {
  return call(outreachEndpoints.updateMessageTemplate, {
    params: { id: input.id },
    body: input.patch,
  })
}

export function useUpdateMessageTemplate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMessageTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messageTemplates }),
  })
}
