import { QueryClient, QueryClientProvider, type UseMutationResult } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useCacheWritingMutation, useInvalidatingMutation } from './mutations'

/** Runs a hook once inside a provider of `queryClient` and hands back what it returned. */
function runHook<T>(queryClient: QueryClient, hook: () => T): T {
  let result: T | undefined
  function Probe() {
    result = hook()
    return null
  }
  renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  )
  return result as T
}

function staleAfter(
  queryClient: QueryClient,
  mutation: UseMutationResult<string, Error, string>,
  input: string,
) {
  return mutation.mutateAsync(input).then(
    () => queryClient.getQueryState(['things'])?.isInvalidated,
    () => queryClient.getQueryState(['things'])?.isInvalidated,
  )
}

const succeed = async (input: string) => `done ${input}`
const fail = async (_input: string): Promise<string> => {
  throw new Error('500: refused')
}

describe('useInvalidatingMutation', () => {
  it('marks the queries under the key stale once the mutation succeeds', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['things'], ['a'])
    const mutation = runHook(queryClient, () => useInvalidatingMutation(succeed, ['things']))
    expect(await staleAfter(queryClient, mutation, 'x')).toBe(true)
  })

  it('leaves them as they are when the mutation fails', async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['things'], ['a'])
    const mutation = runHook(queryClient, () => useInvalidatingMutation(fail, ['things']))
    expect(await staleAfter(queryClient, mutation, 'x')).toBe(false)
  })

  it("with 'settled' marks them stale after a failure too", async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['things'], ['a'])
    const mutation = runHook(queryClient, () =>
      useInvalidatingMutation(fail, ['things'], 'settled'),
    )
    expect(await staleAfter(queryClient, mutation, 'x')).toBe(true)
  })
})

describe('useCacheWritingMutation', () => {
  it('hands the reply and the input to onSuccess with the query client', async () => {
    const queryClient = new QueryClient()
    const mutation = runHook(queryClient, () =>
      useCacheWritingMutation(succeed, (client, reply, input) =>
        client.setQueryData(['things', input], reply),
      ),
    )
    await mutation.mutateAsync('x')
    expect(queryClient.getQueryData(['things', 'x'])).toBe('done x')
  })

  it('writes nothing when the mutation fails', async () => {
    const queryClient = new QueryClient()
    const mutation = runHook(queryClient, () =>
      useCacheWritingMutation(fail, (client, reply) => client.setQueryData(['things'], reply)),
    )
    await expect(mutation.mutateAsync('x')).rejects.toThrow('500: refused')
    expect(queryClient.getQueryData(['things'])).toBeUndefined()
  })
})
