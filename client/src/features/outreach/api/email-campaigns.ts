import type {
  CreateEmailCampaignRequest,
  EmailCampaignView,
  StartEmailCampaignRequest,
} from '@common/contracts/email-campaigns'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'
import { getJson } from './get-json'

/** How often a campaign's counts are read again while it is sending. */
const POLL_MS = 2000
const LIVE_STATES = new Set(['scheduled', 'sending'])

export function fetchCampaigns(): Promise<{ campaigns: EmailCampaignView[] }> {
  return getJson('/api/email-campaigns')
}

export function fetchCampaign(id: string): Promise<EmailCampaignView> {
  return getJson(`/api/email-campaigns/${encodeURIComponent(id)}`)
}

/** POST /api/email-campaigns: a draft with its recipients. */
export async function createCampaign(
  input: CreateEmailCampaignRequest,
): Promise<EmailCampaignView> {
  const response = await apiRequest('POST', '/api/email-campaigns', input)
  return (await response.json()) as EmailCampaignView
}

export type CampaignAction = 'start' | 'pause' | 'cancel'

/** POST /api/email-campaigns/:id/start|pause|cancel (start is also resume). */
export async function campaignAction(input: {
  id: string
  action: CampaignAction
  body?: StartEmailCampaignRequest
}): Promise<EmailCampaignView> {
  const url = `/api/email-campaigns/${encodeURIComponent(input.id)}/${input.action}`
  const response = await apiRequest('POST', url, input.body ?? {})
  return (await response.json()) as EmailCampaignView
}

/** The user's campaigns, read again every 2 s while one of them is sending. */
export function useCampaigns() {
  return useQuery({
    queryKey: queryKeys.emailCampaigns.all,
    queryFn: fetchCampaigns,
    refetchInterval: (query) =>
      query.state.data?.campaigns.some((c) => LIVE_STATES.has(c.status)) ? POLL_MS : false,
  })
}

/** One campaign, polled while it is scheduled or sending so its counts and progress move. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: queryKeys.emailCampaigns.one(id),
    queryFn: () => fetchCampaign(id),
    refetchInterval: (query) =>
      query.state.data && LIVE_STATES.has(query.state.data.status) ? POLL_MS : false,
  })
}

export function useCreateCampaign() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.emailCampaigns.one(campaign.id), campaign)
      return queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns.all, exact: true })
    },
  })
}

export function useCampaignAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: campaignAction,
    onSuccess: (campaign) => {
      queryClient.setQueryData(queryKeys.emailCampaigns.one(campaign.id), campaign)
      return queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns.all, exact: true })
    },
    // A refusal (409) may mean the state moved on: read it again.
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.emailCampaigns.one(input.id) }),
  })
}
