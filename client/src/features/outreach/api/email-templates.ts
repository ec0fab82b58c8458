import type {
  EmailTemplateRequest,
  EmailTemplateView,
  UpdateEmailTemplateRequest,
} from '@common/contracts/email-campaigns'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

export function fetchEmailTemplates(): Promise<{ templates: EmailTemplateView[] }> {
  return getJson('/api/email-templates')
}

export async function createEmailTemplate(input: EmailTemplateRequest): Promise<EmailTemplateView> {
  const response = await apiRequest('POST', '/api/email-templates', input)
  return (await response.json()) as EmailTemplateView
}

export async function updateEmailTemplate(input: {
  id: string
  patch: UpdateEmailTemplateRequest
}): Promise<EmailTemplateView> {
  const url = `/api/email-templates/${encodeURIComponent(input.id)}`
  const response = await apiRequest('PATCH', url, input.patch)
  return (await response.json()) as EmailTemplateView
}

export async function deleteEmailTemplate(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/email-templates/${encodeURIComponent(id)}`)
}

export function useEmailTemplates() {
  return useQuery({ queryKey: queryKeys.emailTemplates, queryFn: fetchEmailTemplates })
}

function useTemplateMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailTemplates }),
  })
}

export const useCreateEmailTemplate = () => useTemplateMutation(createEmailTemplate)
export const useUpdateEmailTemplate = () => useTemplateMutation(updateEmailTemplate)
export const useDeleteEmailTemplate = () => useTemplateMutation(deleteEmailTemplate)
