import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type {
  CreateMessageTemplateRequest,
  UpdateMessageTemplateRequest,
} from '@common/contracts/outreach'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

/** POST /api/message-templates: saves a template of the user's own. */
function createMessageTemplate(input: CreateMessageTemplateRequest) {
  return call(outreachEndpoints.createMessageTemplate, { body: input })
}

/** DELETE /api/message-templates/:id. */
function deleteMessageTemplate(id: string) {
  return call(outreachEndpoints.deleteMessageTemplate, { params: { id } })
}

export function useCreateMessageTemplate() {
  return useInvalidatingMutation(createMessageTemplate, queryKeys.messageTemplates)
}

export function useDeleteMessageTemplate() {
  return useInvalidatingMutation(deleteMessageTemplate, queryKeys.messageTemplates)
}

/** PATCH /api/message-templates/:id: only the fields sent change. */
function updateMessageTemplate(input: { id: string; patch: UpdateMessageTemplateRequest }) {
  return call(outreachEndpoints.updateMessageTemplate, {
    params: { id: input.id },
    body: input.patch,
  })
}

export function useUpdateMessageTemplate() {
  return useInvalidatingMutation(updateMessageTemplate, queryKeys.messageTemplates)
}
