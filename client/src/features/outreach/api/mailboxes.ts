import type {
  AddSmtpMailboxRequest,
  ListMailboxesResponse,
  MailboxView,
} from '@common/contracts/email-campaigns'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

export function fetchMailboxes(): Promise<ListMailboxesResponse> {
  return getJson('/api/mailboxes')
}

/** POST /api/mailboxes/:provider/connect: where the browser goes to give consent. */
export async function connectMailbox(provider: 'google' | 'microsoft'): Promise<string> {
  const response = await apiRequest('POST', `/api/mailboxes/${provider}/connect`)
  return ((await response.json()) as { authorizationUrl: string }).authorizationUrl
}

export async function removeMailbox(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/mailboxes/${encodeURIComponent(id)}`)
}

export function useMailboxes() {
  return useQuery({ queryKey: queryKeys.mailboxes, queryFn: fetchMailboxes })
}

export function useRemoveMailbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeMailbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailboxes }),
  })
}

export function useConnectMailbox() {
  return useMutation({
    mutationFn: connectMailbox,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  })
}

/** POST /api/mailboxes/smtp: the server checks the login before it keeps the mailbox. */
export async function addSmtpMailbox(input: AddSmtpMailboxRequest): Promise<MailboxView> {
  const response = await apiRequest('POST', '/api/mailboxes/smtp', input)
  return (await response.json()) as MailboxView
}

export function useAddSmtpMailbox() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addSmtpMailbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mailboxes }),
  })
}
