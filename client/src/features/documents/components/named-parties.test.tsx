import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { NamedParties } from './named-parties'

describe('NamedParties', () => {
  it('lists every party by role when one is not a plaintiff or an owner', () => {
    const html = renderToStaticMarkup(
      <NamedParties
        document={buildDocumentView({
          parties: [
            { name: 'GARDEN STATE COMMUNITY BANK', role: 'plaintiff' },
            { name: 'Priya N. Ramaswamy', role: 'owner' },
            { name: 'STATE OF NEW JERSEY', role: 'government' },
            { name: 'UNKNOWN TENANTS', role: 'occupant' },
          ],
        })}
      />,
    )
    expect(html).toContain('Parties named in the document')
    expect(html).toMatch(/STATE OF NEW JERSEY<\/span><span[^>]*>Government party/)
    expect(html).toMatch(/UNKNOWN TENANTS<\/span><span[^>]*>Occupant placeholder/)
    expect(html).toMatch(/Priya N. Ramaswamy<\/span><span[^>]*>Owner/)
  })

  it('shows nothing when the document names only a plaintiff and owners', () => {
    const only = buildDocumentView({
      parties: [
        { name: 'Example Bank', role: 'plaintiff' },
        { name: 'Jane Doe', role: 'owner' },
      ],
    })
    expect(renderToStaticMarkup(<NamedParties document={only} />)).toBe('')
  })
})
