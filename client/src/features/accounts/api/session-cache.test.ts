// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { clientWithoutFetching, testUser } from '@/testing/session-test-helpers'
import { forgetSignedInUser, rememberSignedInUser } from './session-cache'

const user = testUser

describe('rememberSignedInUser', () => {
  it('caches the reply’s user at once', () => {
    const queryClient = clientWithoutFetching()
    rememberSignedInUser(queryClient, { message: 'Welcome back!', user })
    expect(queryClient.getQueryData(queryKeys.user)).toEqual(user)
  })
})

describe('forgetSignedInUser', () => {
  it('drops every cached query and leaves the user signed out', () => {
    const queryClient = clientWithoutFetching()
    queryClient.setQueryData(queryKeys.user, user)
    queryClient.setQueryData(['/api/documents', 'all'], [{ id: 1 }])

    forgetSignedInUser(queryClient)

    expect(queryClient.getQueryData(['/api/documents', 'all'])).toBeUndefined()
    expect(queryClient.getQueryData(queryKeys.user)).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
  })

  it('tells a mounted user query that nobody is signed in', async () => {
    const queryClient = clientWithoutFetching()
    queryClient.setQueryData(queryKeys.user, user)
    const observer = new QueryObserver(queryClient, { queryKey: queryKeys.user })
    const seen: unknown[] = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))

    forgetSignedInUser(queryClient)
    await new Promise((resolve) => setTimeout(resolve, 10))

    expect(seen).toContain(null)
    unsubscribe()
  })
})
