import type { ContactPhoneView } from '@common/contracts/contacts'
import { Ban, Phone } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { callHref, doNotCallReasons, LINE_TYPE_LABELS } from '../lib/phone-flags'

/**
 * One phone of a traced person: the number (a call link only when it may be called), its line
 * type and carrier, and "Do not call" with the reasons for a DNC, litigator or unscrubbed number.
 */
export function PhoneRow({ phone }: { phone: ContactPhoneView }) {
  const href = callHref(phone)
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <Phone className="size-3.5 text-muted-foreground" aria-hidden="true" />
      {href ? (
        <a href={href} className="font-medium tabular-nums hover:underline">
          {phone.number}
        </a>
      ) : (
        <span className="font-medium text-slate-500 tabular-nums line-through decoration-1">
          {phone.number}
        </span>
      )}
      <span className="text-muted-foreground text-xs">
        {LINE_TYPE_LABELS[phone.lineType]}
        {phone.carrier ? ` · ${phone.carrier}` : ''}
      </span>
      {phone.doNotCall ? (
        <Badge variant="destructive" title={doNotCallReasons(phone)}>
          <Ban aria-hidden="true" />
          Do not call
        </Badge>
      ) : (
        <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-800">
          Not on DNC lists
        </Badge>
      )}
      {phone.dnc && <Badge variant="outline">DNC</Badge>}
      {phone.litigator && <Badge variant="outline">TCPA litigator</Badge>}
      {phone.doNotCall && (
        <span className="basis-full pl-5 text-muted-foreground text-xs">
          {doNotCallReasons(phone)}
        </span>
      )}
    </li>
  )
}
