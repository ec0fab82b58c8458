// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { queryKeys } from '@/lib/query-keys'
import { clientWithoutFetching, testUser } from '@/testing/session-test-helpers'
import { forgetSignedInUser, rememberSignedInUser } from './session-cache'
import { resetSessionUserStore, sessionUserSnapshot, setSessionUser } from './session-user-store'
import { connectSessionUser } from './session-user-sync'

const user = testUser

afterEach(() => resetSessionUserStore())

describe('connectSessionUser', () => {
  it('seeds the cache with the user the landing route already knows', () => {
    setSessionUser(user)
    const queryClient = clientWithoutFetching()
    connectSessionUser(queryClient)
    expect(queryClient.getQueryData(queryKeys.user)).toEqual(user)
  })

  it('seeds a known signed-out visitor as null, and nothing when nobody asked yet', () => {
    const unknown = clientWithoutFetching()
    connectSessionUser(unknown)
    expect(unknown.getQueryData(queryKeys.user)).toBeUndefined()

    setSessionUser(null)
    const signedOut = clientWithoutFetching()
    connectSessionUser(signedOut)
    expect(signedOut.getQueryData(queryKeys.user)).toBeNull()
  })

  it('does not overwrite a user the cache already holds', () => {
    setSessionUser(null)
    const queryClient = clientWithoutFetching()
    queryClient.setQueryData(queryKeys.user, user)
    connectSessionUser(queryClient)
    expect(queryClient.getQueryData(queryKeys.user)).toEqual(user)
  })

  it('writes a login and a logout made through the cache back to the store', () => {
    setSessionUser(null)
    const queryClient = clientWithoutFetching()
    connectSessionUser(queryClient)

    rememberSignedInUser(queryClient, { user })
    expect(sessionUserSnapshot()).toEqual(user)

    forgetSignedInUser(queryClient)
    expect(sessionUserSnapshot()).toBeNull()
  })

  it('ignores other queries and stops when disconnected', () => {
    setSessionUser(user)
    const queryClient = clientWithoutFetching()
    const disconnect = connectSessionUser(queryClient)
    queryClient.setQueryData(['/api/trial/status'], null)
    expect(sessionUserSnapshot()).toEqual(user)

    disconnect()
    queryClient.setQueryData(queryKeys.user, null)
    expect(sessionUserSnapshot()).toEqual(user)
  })
})
