// @vitest-environment node
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import {
  documentsListZip,
  isDocumentKey,
  isLeadKeyOf,
  isUnderOneLeadKey,
  isUnkeptDocumentsKey,
  queryKeys,
  showsKeptResults,
} from './query-keys'

/** The keys a partial-match invalidation of `parent` reaches, among `keys`. */
function reached(parent: readonly unknown[], keys: (readonly unknown[])[]): unknown[] {
  const client = new QueryClient()
  for (const key of keys) client.setQueryData(key, 1)
  return client
    .getQueryCache()
    .findAll({ queryKey: parent })
    .map((query) => query.queryKey)
}

describe('queryKeys', () => {
  it('nests what hangs off a lead under the lead, and every lead key under the leads', () => {
    const keys = [
      queryKeys.leads.one('a'),
      queryKeys.leads.contacts('a'),
      queryKeys.leads.images('a'),
      queryKeys.leads.one('b'),
      queryKeys.leads.list({ zip: '' }, 'zip', 100),
      queryKeys.leads.facets({}),
      queryKeys.leads.unkeptDocumentsIn('all'),
      queryKeys.documents.list('all'),
    ]
    expect(reached(queryKeys.leads.one('a'), keys)).toHaveLength(3)
    expect(reached(queryKeys.leads.lists, keys)).toEqual([
      queryKeys.leads.list({ zip: '' }, 'zip', 100),
    ])
    expect(reached(queryKeys.leads.unkeptDocuments, keys)).toEqual([
      queryKeys.leads.unkeptDocumentsIn('all'),
    ])
    expect(reached(queryKeys.leads.all, keys)).toHaveLength(7)
  })

  it('keeps the paths the default query function reads as URLs', () => {
    expect(queryKeys.user.join('/')).toBe('/api/user')
    expect(queryKeys.batchTrace('b1').join('/')).toBe('/api/leads/skip-trace/b1')
    expect(queryKeys.documents.one('d1')).toEqual(['/api/documents', 'one', 'd1'])
    expect(queryKeys.emailCampaigns.one('c1')).toEqual(['/api/email-campaigns', 'c1'])
  })
})

describe('the predicates over cached keys', () => {
  it('tell a lead from what is cached under it, and the lists from the rest', () => {
    const wanted = new Set(['a'])
    expect(isLeadKeyOf(queryKeys.leads.one('a'), wanted)).toBe(true)
    expect(isLeadKeyOf(queryKeys.leads.contacts('a'), wanted)).toBe(false)
    expect(isLeadKeyOf(queryKeys.leads.one('b'), wanted)).toBe(false)
    expect(isUnderOneLeadKey(queryKeys.leads.contacts('a'))).toBe(true)
    expect(isUnkeptDocumentsKey(queryKeys.leads.unkeptDocumentsIn('12345'))).toBe(true)
  })

  it('read the documents keys', () => {
    expect(documentsListZip(queryKeys.documents.list('07030'))).toBe('07030')
    expect(documentsListZip(queryKeys.documents.one('d1'))).toBeUndefined()
    expect(isDocumentKey(queryKeys.documents.one('d1'), 'd1')).toBe(true)
    expect(isDocumentKey(queryKeys.documents.list('all'), 'd1')).toBe(false)
  })

  it('find every list a kept lead shows up in, the batch traces included', () => {
    expect(showsKeptResults(queryKeys.leads.list({}, 'zip', 100))).toBe(true)
    expect(showsKeptResults(queryKeys.batchTrace('b1'))).toBe(true)
    expect(showsKeptResults(queryKeys.documents.list('all'))).toBe(true)
    expect(showsKeptResults(queryKeys.usage)).toBe(false)
    expect(showsKeptResults(queryKeys.leadEnrichment('a'))).toBe(false)
  })
})
