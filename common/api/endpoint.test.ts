import { describe, expect, it } from 'vitest'
import { body, del, get, patch, pathOf, post, query, queryString, reply, urlOf } from './endpoint'

describe('endpoint', () => {
  it('keeps the method and the path, and whether the reply is read', () => {
    expect(get('/api/user', reply<{ id: string }>())).toEqual({
      method: 'GET',
      path: '/api/user',
      readsReply: true,
    })
    expect(post('/api/logout').readsReply).toBe(false)
  })

  it('reads the reply whatever order the parts come in, and only when one is a reply', () => {
    expect(patch('/api/x/:id', reply<{ id: string }>(), body<{ name: string }>())).toEqual({
      method: 'PATCH',
      path: '/api/x/:id',
      readsReply: true,
    })
    expect(get('/api/leads/export', query<URLSearchParams>()).readsReply).toBe(false)
    expect(post('/api/x', body<{ name: string }>()).readsReply).toBe(false)
    expect(del('/api/x/:id')).toEqual({ method: 'DELETE', path: '/api/x/:id', readsReply: false })
  })
})

describe('pathOf and urlOf', () => {
  it('fill in every parameter, URI-encoded', () => {
    expect(pathOf('/api/leads/:id/outreach', { id: 'a b' })).toBe('/api/leads/a%20b/outreach')
    expect(pathOf('/api/mailboxes/:provider/connect', { provider: 'google' })).toBe(
      '/api/mailboxes/google/connect',
    )
    expect(pathOf('/api/user')).toBe('/api/user')
  })

  it('refuse a path whose parameter has no value', () => {
    expect(() => pathOf('/api/leads/:id', {})).toThrow('/api/leads/:id: no value for :id')
  })

  it('append the query only when it has something', () => {
    expect(urlOf('/api/documents', {}, { zip: 'all' })).toBe('/api/documents?zip=all')
    expect(urlOf('/api/leads', {}, new URLSearchParams())).toBe('/api/leads')
    expect(queryString({ a: undefined, b: 'x y' })).toBe('b=x+y')
  })
})
