import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

const valid = {
  name: 'Sam Investor',
  postalAddress: '100 Main St, Suite 4, Fresno, CA 93701',
  replyTo: 'Sam@Example.com',
}

describe('/api/settings/sender', () => {
  it('is null until set, then saves and replaces the sender identity', async () => {
    const { client } = await signInNewUser(t)
    expect(await (await client.get('/api/settings/sender')).json()).toEqual({ sender: null })
    const saved = await client.request('/api/settings/sender', put(valid))
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      name: 'Sam Investor',
      postalAddress: '100 Main St, Suite 4, Fresno, CA 93701',
      replyTo: 'sam@example.com',
      phone: null,
    })
    await client.request('/api/settings/sender', put({ ...valid, phone: '+1 559 555 0100' }))
    const read = await (await client.get('/api/settings/sender')).json()
    expect(read.sender).toMatchObject({ name: 'Sam Investor', phone: '+1 559 555 0100' })
  })

  it('accepts a PO Box and refuses an address without street, state or ZIP', async () => {
    const { client } = await signInNewUser(t)
    const box = await client.request(
      '/api/settings/sender',
      put({ ...valid, postalAddress: 'PO Box 512, Springfield, IL 62701-1234' }),
    )
    expect(box.status).toBe(200)
    for (const postalAddress of ['Fresno, CA 93701', '100 Main St, Fresno', 'somewhere', '']) {
      const response = await client.request(
        '/api/settings/sender',
        put({ ...valid, postalAddress }),
      )
      expect(response.status, postalAddress).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('Enter your full postal address')
    }
    const mail = await client.request('/api/settings/sender', put({ ...valid, replyTo: 'nope' }))
    expect(mail.status).toBe(400)
    // What was saved before stays.
    const read = await (await client.get('/api/settings/sender')).json()
    expect(read.sender.postalAddress).toBe('PO Box 512, Springfield, IL 62701-1234')
  })

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/settings/sender', put(valid))).status).toBe(401)
  })
})
