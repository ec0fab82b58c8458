import type { LeadView } from '@common/contracts/leads'

/** One row of the virtualised list: a ZIP heading, a lead (numbered from 1), or the loader. */
export type LeadListRow =
  | { kind: 'zip'; key: string; zipCode: string | null; count: number | null }
  | { kind: 'lead'; key: string; lead: LeadView; number: number }
  | { kind: 'more'; key: string }

/** The heading of a ZIP group: 'ZIP 45202', or 'No ZIP'. */
export function zipLabel(zipCode: string | null): string {
  return zipCode ? `ZIP ${zipCode}` : 'No ZIP'
}

/**
 * The rows of the list grouped by ZIP: the leads in the server's order (ZIP ascending, no ZIP
 * last, the sort within), a heading before each ZIP's first lead with the ZIP's count under the
 * filters (null until the counts are known), leads numbered from 1 across the whole list, and a
 * loader row while more pages remain.
 */
export function leadListRows(
  leads: readonly LeadView[],
  zipCounts: ReadonlyMap<string | null, number> | null,
  hasMore: boolean,
): LeadListRow[] {
  const rows: LeadListRow[] = []
  let zip: string | null | undefined
  leads.forEach((lead, index) => {
    if (lead.zipCode !== zip) {
      zip = lead.zipCode
      rows.push({
        kind: 'zip',
        key: `zip:${zip ?? 'none'}`,
        zipCode: zip,
        count: zipCounts?.get(zip) ?? null,
      })
    }
    rows.push({ kind: 'lead', key: lead.id, lead, number: index + 1 })
  })
  if (hasMore) rows.push({ kind: 'more', key: 'more' })
  return rows
}
