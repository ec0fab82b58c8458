/**
 * What a phone's compliance flags mean on screen: "Do not call" for a DNC or litigator number,
 * a wireless number in a state that forbids such calls, or one not yet scrubbed (the lawful
 * default), with the reasons in words; and the line type as a label.
 */
import type { ContactPhoneView, DoNotCallReason, LineType } from '@common/contracts/contacts'

const REASONS: Record<DoNotCallReason, string> = {
  dnc: 'on a Do Not Call list',
  litigator: 'TCPA litigator',
  wireless_restricted: 'wireless number in a state that bars solicitation calls to it',
  unchecked: 'not checked against the DNC lists yet',
}

export const LINE_TYPE_LABELS: Record<LineType, string> = {
  mobile: 'Mobile',
  landline: 'Landline',
  voip: 'VoIP',
  unknown: 'Line type unknown',
}

export function doNotCallReasons(phone: Pick<ContactPhoneView, 'doNotCallReasons'>): string {
  return phone.doNotCallReasons.map((reason) => REASONS[reason]).join('; ')
}

/** 'tel:' link only for a number that may be called. */
export function callHref(phone: Pick<ContactPhoneView, 'number' | 'doNotCall'>): string | null {
  return phone.doNotCall ? null : `tel:+1${phone.number.replace(/\D/g, '')}`
}
