import { findConsultantWording } from '@common/outreach/consultant-wording'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInNewUser } from '../../../testing/signed-in'
import { buildTestApp, type TestApp } from '../../../testing/test-app'
import { DEFAULT_MESSAGE_TEMPLATES } from './default-message-templates'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('GET /api/message-templates', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/message-templates')).status).toBe(401)
  })

  it('gives the defaults in every tone and no templates of the user yet', async () => {
    const { client } = await signInNewUser(t)
    const response = await client.get('/api/message-templates')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.templates).toEqual([])
    expect(new Set(body.defaultTemplates.map((x: { tone: string }) => x.tone))).toEqual(
      new Set(['supportive', 'professional', 'compassionate']),
    )
    expect(body.defaultTemplates.every((x: { isDefault: boolean }) => x.isDefault)).toBe(true)
  })

  it('defaults carry no wording a foreclosure-consultant law regulates', () => {
    for (const template of DEFAULT_MESSAGE_TEMPLATES) {
      expect(findConsultantWording(`${template.subject ?? ''} ${template.body}`)).toEqual([])
    }
  })
})

describe('the user’s own templates', () => {
  it('creates one with the default tone supportive, changes it and deletes it', async () => {
    const { client } = await signInNewUser(t)
    const created = await client.post('/api/message-templates', {
      name: ' Follow-up ',
      body: 'Hi [First Name], following up.',
    })
    expect(created.status).toBe(201)
    const template = await created.json()
    expect(template).toMatchObject({
      name: 'Follow-up',
      subject: null,
      tone: 'supportive',
      isDefault: false,
    })

    const changed = await client.request(
      `/api/message-templates/${template.id}`,
      json('PATCH', { tone: 'professional', subject: 'Re: [Property Address]' }),
    )
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({
      tone: 'professional',
      subject: 'Re: [Property Address]',
      body: 'Hi [First Name], following up.',
    })
    const list = await (await client.get('/api/message-templates')).json()
    expect(list.templates.map((x: { id: string }) => x.id)).toEqual([template.id])

    const removed = await client.request(`/api/message-templates/${template.id}`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    expect((await (await client.get('/api/message-templates')).json()).templates).toEqual([])
  })

  it('refuses a blank body, an unknown tone and an empty change with 400 and the field', async () => {
    const { client } = await signInNewUser(t)
    const blank = await client.post('/api/message-templates', { name: 'x', body: '   ' })
    expect(blank.status).toBe(400)
    expect(JSON.stringify(await blank.json())).toContain('Message is required')
    const tone = await client.post('/api/message-templates', {
      name: 'x',
      body: 'y',
      tone: 'pushy',
    })
    expect(tone.status).toBe(400)
    const created = await (
      await client.post('/api/message-templates', { name: 'x', body: 'y' })
    ).json()
    const empty = await client.request(`/api/message-templates/${created.id}`, json('PATCH', {}))
    expect(empty.status).toBe(400)
  })

  it('answers 404 for another user’s template, changing and deleting nothing', async () => {
    const owner = await signInNewUser(t)
    const other = await signInNewUser(t)
    const template = await (
      await owner.client.post('/api/message-templates', { name: 'Mine', body: 'mine' })
    ).json()
    const patch = await other.client.request(
      `/api/message-templates/${template.id}`,
      json('PATCH', { body: 'stolen' }),
    )
    expect(patch.status).toBe(404)
    expect((await patch.json()).code).toBe('MESSAGE_TEMPLATE_NOT_FOUND')
    const removed = await other.client.request(`/api/message-templates/${template.id}`, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(404)
    const list = await (await owner.client.get('/api/message-templates')).json()
    expect(list.templates).toMatchObject([{ id: template.id, body: 'mine' }])
    expect((await (await other.client.get('/api/message-templates')).json()).templates).toEqual([])
  })

  it('keeps at most 100 templates, even under parallel requests', async () => {
    const { client } = await signInNewUser(t)
    const answers = await Promise.all(
      Array.from({ length: 104 }, (_, i) =>
        client.post('/api/message-templates', { name: `T${i}`, body: 'b' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(100)
    expect(statuses.filter((status) => status === 409)).toHaveLength(4)
    const list = await (await client.get('/api/message-templates')).json()
    expect(list.templates).toHaveLength(100)
  })
})
