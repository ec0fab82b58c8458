import type { LeadView } from '@common/contracts/leads'
import { describe, expect, it } from 'vitest'
import { patchedLead, patchedPages } from './optimistic-lead'

const lead = {
  id: 'a',
  status: 'new',
  tags: ['hot'],
  folder: null,
  nextActionAt: null,
} as unknown as LeadView

describe('patchedLead', () => {
  it('applies status, folder, next action and each kind of tag change as the server would', () => {
    expect(patchedLead(lead, { status: 'contacted', folder: 'Ohio' })).toMatchObject({
      status: 'contacted',
      folder: 'Ohio',
      tags: ['hot'],
    })
    expect(patchedLead(lead, { addTags: [' Absentee ', 'HOT'] }).tags).toEqual(['hot', 'absentee'])
    expect(patchedLead(lead, { removeTags: ['Hot'] }).tags).toEqual([])
    expect(patchedLead(lead, { tags: ['b', 'a'] }).tags).toEqual(['b', 'a'])
    expect(patchedLead({ ...lead, folder: 'Ohio' }, { folder: null }).folder).toBeNull()
    expect(patchedLead(lead, { nextActionAt: '2026-05-01T09:00:00Z' }).nextActionAt).toBe(
      '2026-05-01T09:00:00Z',
    )
    expect(patchedLead(lead, { note: 'hi' })).toEqual(lead)
  })

  it('patches the selected leads on every cached page and leaves the others', () => {
    const other = { ...lead, id: 'b' }
    const data = { pageParams: [null], pages: [{ leads: [lead, other], nextCursor: null }] }
    const next = patchedPages(data, new Set(['b']), { status: 'dead' })
    expect(next?.pages[0]?.leads.map((l) => l.status)).toEqual(['new', 'dead'])
    expect(patchedPages(undefined, new Set(['b']), { status: 'dead' })).toBeUndefined()
  })
})
