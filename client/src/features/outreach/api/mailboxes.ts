import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type { AddSmtpMailboxRequest } from '@common/contracts/email-campaigns'
import { useMutation, useQuery } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { useInvalidatingMutation } from '@/lib/mutations'
import { queryKeys } from '@/lib/query-keys'

function fetchMailboxes() {
  return call(outreachEndpoints.mailboxes)
}

/** POST /api/mailboxes/:provider/connect: where the browser goes to give consent. */
async function connectMailbox(provider: 'google' | 'microsoft'): Promise<string> {
  const reply = await call(outreachEndpoints.connectMailbox, { params: { provider } })
  return reply.authorizationUrl
}

function removeMailbox(id: string) {
  return call(outreachEndpoints.removeMailbox, { params: { id } })
}

export function useMailboxes() {
  return useQuery({ queryKey: queryKeys.mailboxes, queryFn: fetchMailboxes })
}

export function useRemoveMailbox() {
  return useInvalidatingMutation(removeMailbox, queryKeys.mailboxes)
}

export function useConnectMailbox() {
  return useMutation({
    mutationFn: connectMailbox,
    onSuccess: (authorizationUrl) => window.location.assign(authorizationUrl),
  })
}

/** POST /api/mailboxes/smtp: the server checks the login before it keeps the mailbox. */
function addSmtpMailbox(input: AddSmtpMailboxRequest) {
  return call(outreachEndpoints.addSmtpMailbox, { body: input })
}

export function useAddSmtpMailbox() {
  return useInvalidatingMutation(addSmtpMailbox, queryKeys.mailboxes)
}
