import type { ContactInfoView, DocumentView } from '@common/contracts/documents'
import { BadgeCheck, Hourglass, type LucideIcon, Mail, Phone, Scale, Share2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { ContactInfoUpgrade } from '@/components/upgrade/contact-info-upgrade'
import { safeHref } from '@/lib/safe-href'
import { useDocumentSlots } from './document-slots'

function Section({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="contact-info-heading" className="grid gap-3 rounded-lg border p-4">
      <h3 id="contact-info-heading" className="font-semibold text-slate-900 text-sm">
        Contact Info
      </h3>
      {children}
    </section>
  )
}

/** One kind of contact detail: its name with an icon, then its values (each a `dd`). */
function DetailGroup(props: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-1.5 text-muted-foreground text-xs">
        <props.icon className="size-3.5" aria-hidden="true" />
        {props.label}
      </dt>
      {props.children}
    </div>
  )
}

function ContactDetails({ info }: { info: ContactInfoView }) {
  const empty = !info.phones.length && !info.emails.length && !info.socialMedia.length
  if (empty) {
    return <p className="text-muted-foreground text-sm">No contact details were found.</p>
  }
  const extra = info.additionalInfo
  return (
    <dl className="grid gap-3 text-sm">
      {info.phones.length > 0 && (
        <DetailGroup icon={Phone} label="Phones">
          {info.phones.map((phone) => (
            <dd key={phone.number} className="flex flex-wrap items-center gap-1.5 font-medium">
              <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`} className="hover:underline">
                {phone.number}
              </a>
              {phone.type && <span className="text-muted-foreground">({phone.type})</span>}
              {phone.verified && (
                <span className="inline-flex items-center gap-0.5 text-emerald-700 text-xs">
                  <BadgeCheck className="size-3.5" aria-hidden="true" />
                  Verified
                </span>
              )}
            </dd>
          ))}
        </DetailGroup>
      )}
      {info.emails.length > 0 && (
        <DetailGroup icon={Mail} label="Emails">
          {info.emails.map((email) => (
            <dd key={email} className="break-all font-medium">
              <a href={`mailto:${email}`} className="hover:underline">
                {email}
              </a>
            </dd>
          ))}
        </DetailGroup>
      )}
      {info.socialMedia.length > 0 && (
        <DetailGroup icon={Share2} label="Social media">
          {info.socialMedia.map((profile) => {
            const href = safeHref(profile.url)
            return (
              <dd key={profile.url} className="break-all font-medium">
                <span className="capitalize">{profile.platform}</span>:{' '}
                {href ? (
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {profile.url}
                  </a>
                ) : (
                  profile.url
                )}
              </dd>
            )
          })}
        </DetailGroup>
      )}
      {extra && (extra.age !== null || extra.occupation || extra.associates.length > 0) && (
        <div>
          <dt className="text-muted-foreground text-xs">Additional info</dt>
          <dd className="font-medium">
            {[
              extra.age !== null ? `Age ${extra.age}` : null,
              extra.occupation,
              extra.associates.length ? `Associates: ${extra.associates.join(', ')}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </dd>
        </div>
      )}
    </dl>
  )
}

/** Where the homeowner contacts of a single-record document are traced (the contacts slot). */
function useHomeownerContacts(document: DocumentView): ReactNode {
  const slots = useDocumentSlots()
  if (!slots.contacts || document.recordCount > 0) return null
  return slots.contacts({
    keep:
      document.documentType === 'uploaded'
        ? { from: 'document', documentId: document.id }
        : { from: 'results', resultIds: [document.id] },
    label: document.defendantName ?? 'this document',
  })
}

/**
 * The document's contact info (spec section 2), for Pro and Elite once processing completed:
 * the homeowner contacts traced for its defendants (the contacts feature, through the slot), and
 * apart from them, under 'Attorney / trustee', the phones and e-mails printed in the document,
 * which reach the foreclosing side, never the homeowner. Other plans see 'Upgrade to Access
 * Contact Info'; a note shows while processing.
 */
export function ContactInfoSection({ document }: { document: DocumentView }) {
  const homeowner = useHomeownerContacts(document)
  switch (document.contactAccess) {
    case 'available':
    case 'none':
      if (!homeowner && !document.contactInfo) return null
      return (
        <Section>
          {homeowner}
          {document.contactInfo && (
            <div className="grid gap-2">
              <h4 className="flex items-center gap-1.5 font-medium text-slate-900 text-sm">
                <Scale className="size-3.5" aria-hidden="true" />
                Attorney / trustee
              </h4>
              <p className="text-muted-foreground text-xs">
                Printed in the document: they reach the foreclosing attorney, trustee or court, not
                the homeowner.
              </p>
              <ContactDetails info={document.contactInfo} />
            </div>
          )}
        </Section>
      )
    case 'upgrade_required':
      return (
        <Section>
          <ContactInfoUpgrade />
        </Section>
      )
    case 'processing':
      return (
        <Section>
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Hourglass className="size-4" aria-hidden="true" />
            Contact info will appear here once processing completes.
          </p>
        </Section>
      )
    default:
      return null
  }
}
