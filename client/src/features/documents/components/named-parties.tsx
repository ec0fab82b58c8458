import type { PartyRoleView } from '@common/contracts/document-parties'
import type { DocumentView } from '@common/contracts/documents'

const ROLE_LABELS: Record<PartyRoleView, string> = {
  plaintiff: 'Plaintiff',
  owner: 'Owner',
  lienholder: 'Lienholder',
  government: 'Government party',
  occupant: 'Occupant placeholder',
}

/**
 * Every party the document names, by role, when it names more than a plaintiff and owners: a
 * lienholder named as a defendant, a government named as a junior lienholder or an occupant
 * placeholder is kept here, so the user sees why it is not the lead's homeowner.
 */
export function NamedParties({ document }: { document: DocumentView }) {
  const parties = document.parties
  if (!parties.some((party) => party.role !== 'plaintiff' && party.role !== 'owner')) return null
  return (
    <section aria-labelledby={`parties-${document.id}`} className="mt-4 min-w-0">
      <h4 id={`parties-${document.id}`} className="text-muted-foreground text-xs">
        Parties named in the document
      </h4>
      <ul className="mt-1 space-y-1 text-sm">
        {parties.map((party) => (
          <li
            key={`${party.role}:${party.name}`}
            className="flex min-w-0 flex-wrap items-baseline gap-x-2"
          >
            <span className="wrap-anywhere font-medium text-slate-900">{party.name}</span>
            <span className="text-muted-foreground text-xs">{ROLE_LABELS[party.role]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-muted-foreground text-xs">
        Only owners and lienholders named as defendants are the lead's defendants.
      </p>
    </section>
  )
}
