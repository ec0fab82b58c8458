import { contactsEndpoints } from '@common/api/endpoints/contacts'
import type {
  ListSocialProfilesResponse,
  SearchSocialProfilesRequest,
} from '@common/contracts/social-profiles'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@/lib/api'
import { queryKeys } from '@/lib/query-keys'

/** GET /api/social-profiles: the user's profiles and this month's search usage. */
export function useSocialProfiles() {
  return useQuery({
    queryKey: queryKeys.socialProfiles,
    queryFn: () => call(contactsEndpoints.socialProfiles),
  })
}

/** POST /api/social-profiles/search (spec section 7). */
function searchSocialProfiles(request: SearchSocialProfilesRequest) {
  return call(contactsEndpoints.searchSocialProfiles, { body: request })
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
      await call(contactsEndpoints.removeSocialProfile, { params: { id } })
      return id
    },
    onSuccess: (id) =>
      queryClient.setQueryData<ListSocialProfilesResponse>(queryKeys.socialProfiles, (current) =>
        current ? { ...current, profiles: current.profiles.filter((p) => p.id !== id) } : current,
      ),
  })
}
