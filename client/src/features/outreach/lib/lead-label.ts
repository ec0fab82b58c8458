import type { OutreachLeadView } from '@common/contracts/outreach'

/** The property line of a lead: '12 Oak St, Fresno, CA 93701'. */
function leadAddress(lead: OutreachLeadView): string | null {
  const place = [lead.city, [lead.state, lead.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return [lead.propertyAddress, place].filter(Boolean).join(', ') || null
}

/** How the composer names a lead in its list. */
export function leadLabel(lead: OutreachLeadView): string {
  const parts = [lead.defendantName ?? 'Unnamed defendant', leadAddress(lead), lead.caseNumber]
  const label = parts.filter(Boolean).join(' - ')
  return lead.isSample ? `${label} (sample data)` : label
}
