import type { LeadContactsView } from '@common/contracts/contacts'
import { Scale } from 'lucide-react'

/**
 * The phones and e-mails printed in the lead's document: the foreclosing attorney's, the
 * trustee's, the court's. Shown apart as 'Attorney / trustee', never as the homeowner's.
 */
export function PrintedContacts({ contacts }: { contacts: LeadContactsView['printedContacts'] }) {
  if (contacts.length === 0) return null
  return (
    <section aria-labelledby="printed-contacts-heading" className="grid gap-1.5">
      <h4
        id="printed-contacts-heading"
        className="flex items-center gap-1.5 font-medium text-slate-900 text-sm"
      >
        <Scale className="size-3.5" aria-hidden="true" />
        Attorney / trustee
      </h4>
      <p className="text-muted-foreground text-xs">
        Printed in the document. These reach the foreclosing side, not the homeowner.
      </p>
      <ul className="grid gap-1 text-sm">
        {contacts.map((contact) => (
          // An e-mail address printed in a notice can be wider than a phone: it wraps.
          <li key={`${contact.kind}:${contact.value}`} className="wrap-anywhere">
            <span className="font-medium tabular-nums">{contact.value}</span>
            {contact.owner && (
              <span className="text-muted-foreground capitalize"> ({contact.owner})</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
