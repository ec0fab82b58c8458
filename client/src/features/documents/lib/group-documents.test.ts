// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildDocumentView } from '@/testing/test-document'
import { groupDocumentsByZip, selectedDocument, zipGroupLabel } from './group-documents'

const doc = (id: string, zipCode: string | null, createdAt: string) =>
  buildDocumentView({ id, zipCode, createdAt })

describe('groupDocumentsByZip', () => {
  it('groups by ZIP ascending with No ZIP last, newest first within a group', () => {
    const groups = groupDocumentsByZip([
      doc('a', '45202', '2025-01-01T00:00:00Z'),
      doc('b', null, '2025-01-02T00:00:00Z'),
      doc('c', '33130', '2025-01-03T00:00:00Z'),
      doc('d', '45202', '2025-01-04T00:00:00Z'),
      doc('e', '  ', '2025-01-05T00:00:00Z'),
    ])
    expect(groups.map((g) => [g.zipCode, g.documents.map((d) => d.id)])).toEqual([
      ['33130', ['c']],
      ['45202', ['d', 'a']],
      [null, ['e', 'b']],
    ])
  })

  it('is empty for no documents', () => {
    expect(groupDocumentsByZip([])).toEqual([])
  })
})

describe('zipGroupLabel', () => {
  it("names the group 'ZIP 12345' or 'No ZIP'", () => {
    expect(zipGroupLabel('12345')).toBe('ZIP 12345')
    expect(zipGroupLabel(null)).toBe('No ZIP')
  })
})

describe('selectedDocument', () => {
  const groups = groupDocumentsByZip([
    doc('a', '45202', '2025-01-01T00:00:00Z'),
    doc('c', '33130', '2025-01-03T00:00:00Z'),
  ])

  it('keeps the picked document while it is listed', () => {
    expect(selectedDocument(groups, 'a')?.id).toBe('a')
  })

  it('falls back to the first listed document, or null for an empty list', () => {
    expect(selectedDocument(groups, 'gone')?.id).toBe('c')
    expect(selectedDocument(groups, null)?.id).toBe('c')
    expect(selectedDocument([], 'a')).toBeNull()
  })
})
