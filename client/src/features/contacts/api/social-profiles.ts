import type {
  ListSocialProfilesResponse,
  SearchSocialProfilesRequest,
  SearchSocialProfilesResponse,
} from '@common/contracts/social-profiles'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/social-profiles: the user's profiles and this month's search usage. */
export function useSocialProfiles() {
  return useQuery<ListSocialProfilesResponse>({ queryKey: queryKeys.socialProfiles })
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.socialProfiles })
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage })
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
      queryClient.setQueryData<ListSocialProfilesResponse>(queryKeys.socialProfiles, (current) =>
        current ? { ...current, profiles: current.profiles.filter((p) => p.id !== id) } : current,
      ),
  })
}
