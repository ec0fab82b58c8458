import type {
  ListSocialProfilesResponse,
  SearchSocialProfilesRequest,
  SearchSocialProfilesResponse,
} from '@common/contracts/social-profiles'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'

export const SOCIAL_PROFILES_KEY = ['/api/social-profiles'] as const

/** GET /api/social-profiles: the user's profiles and this month's search usage. */
export function useSocialProfiles() {
  return useQuery<ListSocialProfilesResponse>({ queryKey: SOCIAL_PROFILES_KEY })
}

/** POST /api/social-profiles/search (spec section 7). */
export async function searchSocialProfiles(
  request: SearchSocialProfilesRequest,
): Promise<SearchSocialProfilesResponse> {
  const response = await apiRequest('POST', '/api/social-profiles/search', request)
  return (await response.json()) as SearchSocialProfilesResponse
}

export function useSearchSocialProfiles() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: searchSocialProfiles,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SOCIAL_PROFILES_KEY })
      void queryClient.invalidateQueries({ queryKey: ['/api/billing/usage'] })
    },
  })
}

/** DELETE /api/social-profiles/:id. */
export function useDeleteSocialProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/social-profiles/${encodeURIComponent(id)}`)
      return id
    },
    onSuccess: (id) =>
      queryClient.setQueryData<ListSocialProfilesResponse>(SOCIAL_PROFILES_KEY, (current) =>
        current ? { ...current, profiles: current.profiles.filter((p) => p.id !== id) } : current,
      ),
  })
}
