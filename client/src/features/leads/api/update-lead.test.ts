// @vitest-environment node
import type { GetLeadResponse } from '@common/contracts/leads'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyOptimistically } from './update-lead'

const lead = {
  id: 'a',
  status: 'new',
  tags: [],
  folder: null,
  nextActionAt: null,
} as unknown as GetLeadResponse

describe('applyOptimistically', () => {
  it('patches the cached lead but not what is cached under its key (its contacts)', async () => {
    const queryClient = new QueryClient()
    const contacts = { persons: [], printedContacts: [] }
    queryClient.setQueryData(['/api/leads', 'one', 'a'], lead)
    queryClient.setQueryData(['/api/leads', 'one', 'a', 'contacts'], contacts)

    await applyOptimistically(queryClient, ['a'], { addTags: ['Hot'], status: 'contacted' })

    expect(queryClient.getQueryData(['/api/leads', 'one', 'a'])).toMatchObject({
      status: 'contacted',
      tags: ['hot'],
    })
    expect(queryClient.getQueryData(['/api/leads', 'one', 'a', 'contacts'])).toBe(contacts)
  })
})
