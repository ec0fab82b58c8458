import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'

/**
 * A mutation after which the queries under `queryKey` are read again: once it has succeeded, or
 * with `'settled'` whatever came of it (a refusal may have changed the server's state too, e.g. a
 * CRM token marked for reconnecting). The mutation resolves once the queries are marked stale.
 */
export function useInvalidatingMutation<Input, Reply>(
  mutationFn: (input: Input) => Promise<Reply>,
  queryKey: QueryKey,
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient()
  const invalidate = () => queryClient.invalidateQueries({ queryKey })
  return useMutation(
    when === 'settled'
      ? { mutationFn, onSettled: invalidate }
      : { mutationFn, onSuccess: invalidate },
  )
}

/**
 * A mutation whose reply the query cache learns at once: `onSuccess` writes it in (or forgets
 * what the mutation made stale) with the app's query client, without another request.
 */
export function useCacheWritingMutation<Input, Reply>(
  mutationFn: (input: Input) => Promise<Reply>,
  onSuccess: (queryClient: QueryClient, reply: Reply, input: Input) => unknown,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (reply: Reply, input: Input) => onSuccess(queryClient, reply, input),
  })
}
