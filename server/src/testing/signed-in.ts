/**
 * A new user (buildUser with `overrides`) signed in through POST /api/login, with a cookie-keeping
 * client: the first step of most route tests.
 */
import type { NewUser, User } from '../db/schema'
import { buildUser, FACTORY_PASSWORD } from './factories'
import { createTestClient, type TestClient } from './http-client'
import type { TestApp } from './test-app'

export async function signInNewUser(
  t: Pick<TestApp, 'database' | 'baseUrl'>,
  overrides: Partial<NewUser> = {},
): Promise<{ client: TestClient; user: User }> {
  const user = await buildUser(t.database.db, overrides)
  const client = createTestClient(t.baseUrl)
  const response = await client.post('/api/login', {
    email: user.email,
    password: FACTORY_PASSWORD,
  })
  if (!response.ok) throw new Error(`signInNewUser: login answered ${response.status}`)
  return { client, user }
}
