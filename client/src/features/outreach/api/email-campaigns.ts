import { outreachEndpoints } from '@common/api/endpoints/outreach'
import type {
  CreateEmailCampaignRequest,
  StartEmailCampaignRequest,
} from '@common/contracts/email-campaigns'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** How often a campaign's counts are read again while it is sending. */
const POLL_MS = 2000
const LIVE_STATES = new Set(['scheduled', 'sending'])

function fetchCampaigns() {
  return call(outreachEndpoints.campaigns)
}

function fetchCampaign(id: string) {
  return call(outreachEndpoints.campaign, { params: { id } })
}

function fetchCampaignPreview(id: string) {
  return call(outreachEndpoints.campaignPreview, { params: { id } })
}

/** POST /api/email-campaigns: a draft with its recipients. */
function createCampaign(input: CreateEmailCampaignRequest) {
  return call(outreachEndpoints.createCampaign, { body: input })
}

export type CampaignAction = 'start' | 'pause' | 'cancel'

/** POST /api/email-campaigns/:id/start|pause|cancel (start is also resume). */
function campaignAction(input: {
  id: string
  action: CampaignAction
  body?: StartEmailCampaignRequest
}) {
  const params = { id: input.id }
  if (input.action === 'start') {
    return call(outreachEndpoints.startCampaign, { params, body: input.body ?? {} })
  }
  const endpoint =
    input.action === 'pause' ? outreachEndpoints.pauseCampaign : outreachEndpoints.cancelCampaign
  return call(endpoint, { params, body: {} })
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

/** Each waiting recipient's message as it will go out; read again whenever the page shows it. */
export function useCampaignPreview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.emailCampaigns.preview(id),
    queryFn: () => fetchCampaignPreview(id),
    enabled,
    staleTime: 0,
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
