import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type {
  EmailTemplateRequest,
  UpdateEmailTemplateRequest,
} from '@common/contracts/email-campaigns'
import { useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

function fetchEmailTemplates() {
  return call(outreachEndpoints.emailTemplates)
}

function createEmailTemplate(input: EmailTemplateRequest) {
  return call(outreachEndpoints.createEmailTemplate, { body: input })
}

function updateEmailTemplate(input: { id: string; patch: UpdateEmailTemplateRequest }) {
  return call(outreachEndpoints.updateEmailTemplate, {
    params: { id: input.id },
    body: input.patch,
  })
}

function deleteEmailTemplate(id: string) {
  return call(outreachEndpoints.deleteEmailTemplate, { params: { id } })
}

export function useEmailTemplates() {
  return useQuery({ queryKey: queryKeys.emailTemplates, queryFn: fetchEmailTemplates })
}

function useTemplateMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  return useInvalidatingMutation(mutationFn, queryKeys.emailTemplates)
}

export const useCreateEmailTemplate = () => useTemplateMutation(createEmailTemplate)
export const useUpdateEmailTemplate = () => useTemplateMutation(updateEmailTemplate)
export const useDeleteEmailTemplate = () => useTemplateMutation(deleteEmailTemplate)
