import type { ContactPersonView } from '@common/contracts/contacts'
import { Mail, MapPin, Search } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/format'
import { socialSearchHref } from '../lib/social-prefill'
import { PhoneRow } from './phone-row'
import { SimulatedBadge } from './simulated-badge'

interface PersonCardProps {
  person: ContactPersonView
  leadId: string
  place: { city: string | null; state: string | null }
}

/** A person found for a defendant: phones with their flags, e-mails, mailing address, evidence. */
export function PersonCard({ person, leadId, place }: PersonCardProps) {
  const address = person.mailingAddress
  return (
    <article aria-label={person.name} className="grid gap-2 rounded-lg border bg-background p-3">
      <header className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">{person.name}</h4>
        {person.age !== null && (
          <span className="text-muted-foreground text-sm">age {person.age}</span>
        )}
        {person.deceased && <Badge variant="secondary">Deceased</Badge>}
        {person.litigator && <Badge variant="destructive">TCPA litigator</Badge>}
        {person.simulated && <SimulatedBadge />}
      </header>
      <p className="text-muted-foreground text-xs">
        For defendant {person.defendantName} · matched on name
        {person.match.nameTokens.length ? ` (${person.match.nameTokens.join(' ')})` : ''}
        {person.match.address ? ` and ${person.match.address} address` : ''} · traced{' '}
        {formatDate(person.tracedAt)}
      </p>
      {person.phones.length > 0 ? (
        <ul className="grid gap-1.5" aria-label={`Phones of ${person.name}`}>
          {person.phones.map((phone) => (
            <PhoneRow key={phone.number} phone={phone} />
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground text-sm">No phone numbers found.</p>
      )}
      {person.emails.length > 0 && (
        <ul className="grid gap-1" aria-label={`E-mails of ${person.name}`}>
          {person.emails.map((email) => (
            <li key={email.address} className="flex items-center gap-2 text-sm">
              <Mail className="size-3.5 text-muted-foreground" aria-hidden="true" />
              <a href={`mailto:${email.address}`} className="break-all hover:underline">
                {email.address}
              </a>
            </li>
          ))}
        </ul>
      )}
      {address && (
        <p className="flex items-start gap-2 text-sm">
          <MapPin className="mt-0.5 size-3.5 text-muted-foreground" aria-hidden="true" />
          <span>
            Mailing address:{' '}
            {[address.street, address.city, [address.state, address.zip].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </span>
        </p>
      )}
      {!person.deceased && (
        <Button asChild variant="outline" size="sm" className="justify-self-start">
          <Link
            to={socialSearchHref({
              name: person.name,
              city: place.city,
              state: place.state,
              leadId,
            })}
          >
            <Search aria-hidden="true" />
            Find social profiles
          </Link>
        </Button>
      )}
    </article>
  )
}
