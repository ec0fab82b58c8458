/**
 * Contracts of contact discovery (docs/decisions/0023-contacts.md): skip tracing a lead's
 * defendants (persons, phones with their DNC and litigator flags, e-mails, mailing address), the
 * batch trace of many leads and the permissible-use statement (social discovery is in
 * social-profiles.ts). Everything a local simulator produced says `simulated: true`.
 */
import { z } from 'zod'
import { CONTACTS } from '../limits'
import { CONTACT_ACCESS, contactInfoView } from './documents'
import { idParams, rowId } from './fields'

/** The words the contact routes answer with; the client shows them as they are. */
export const CONTACT_MESSAGES = {
  notInPlan:
    'Skip tracing and contact details are available on the Pro and Elite plans. Upgrade to trace defendants.',
  traceLimit: (limit: number) =>
    `Your plan's ${limit} skip traces for this month are used. They renew on the 1st; upgrade to Elite for more.`,
  permissibleUse:
    'Accept the permissible-use statement before your first trace: contact data may be used only for a permissible purpose under the DPPA and GLBA.',
  noDefendants: 'This lead has no defendant name to trace.',
  noAddress: 'This lead has no property address, which a trace needs to find the right person.',
  providerFailed:
    'The contact data provider did not answer as expected. Nothing was charged; try again in a few minutes.',
  profileNotFound: 'Social profile not found',
  batchNotFound: 'Batch trace not found',
  batchRunning:
    'A batch trace of yours is still running. Wait for it to finish or cancel it before starting another.',
  socialNotInPlan: 'Social profile search is available for Pro and Elite plans only.',
  socialLimit: (limit: number) =>
    `You have used your ${limit} social searches for this month. They renew on the 1st; Elite has no limit.`,
  socialNameRequired: 'Please enter a defendant name to search for',
  socialFound: (count: number) =>
    count === 0
      ? 'No social profiles were found for this name. The search was not counted.'
      : `Found ${count} social profile${count === 1 ? '' : 's'}.`,
} as const

/** The permissible-use statement the user accepts before the first trace (stored with the time). */
export const PERMISSIBLE_USE = {
  version: '2026-01',
  title: 'Permissible use of contact data',
  statement: [
    'I will use contact data obtained through skip tracing only for a permissible purpose under the Driver\u2019s Privacy Protection Act (18 U.S.C. \u00a7 2721(b)) and the Gramm-Leach-Bliley Act (15 U.S.C. \u00a7 6802(e)), such as contacting the owner of a property about a real estate transaction they may want.',
    'I will not use it to decide anyone\u2019s eligibility for credit, insurance, employment or housing (it is not a consumer report under the FCRA), nor to stalk, harass or intimidate anyone.',
    'Before I call or text, I will honour the Do Not Call registries and litigator flags shown, the TCPA, CAN-SPAM for e-mail, and my state\u2019s foreclosure-consultant and distressed-property laws.',
  ],
} as const

const digits10 = /^\d{10}$/

/** A phone number as shown: 'NNN-NNN-NNNN'. */
export function formatPhone(number: string): string {
  const d = number.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  return digits10.test(d) ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : number
}

export const LINE_TYPES = ['mobile', 'landline', 'voip', 'unknown'] as const
export type LineType = (typeof LINE_TYPES)[number]

/** Why a number must not be called: on a DNC list, a TCPA litigator's, or not checked. */
const DO_NOT_CALL_REASONS = ['dnc', 'litigator', 'wireless_restricted', 'unchecked'] as const
export type DoNotCallReason = (typeof DO_NOT_CALL_REASONS)[number]

const contactPhoneView = z.object({
  /** 'NNN-NNN-NNNN'. */
  number: z.string(),
  lineType: z.enum(LINE_TYPES),
  carrier: z.string().nullable(),
  /** On the National or a state DNC list (null: not known). */
  dnc: z.boolean().nullable(),
  /** A known TCPA litigator's number (null: not known). */
  litigator: z.boolean().nullable(),
  /** True for DNC and litigator numbers, and for any number whose scrub is missing: never dial. */
  doNotCall: z.boolean(),
  doNotCallReasons: z.array(z.enum(DO_NOT_CALL_REASONS)),
  /** When the DNC/litigator scrub was made (ISO 8601); null when it could not be. */
  complianceCheckedAt: z.string().nullable(),
  /** The provider says the line answered recently. */
  reachable: z.boolean().nullable(),
})
export type ContactPhoneView = z.infer<typeof contactPhoneView>

const mailingAddressView = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
})

/** What tied a person of the provider's answer to a defendant. */
const personMatchView = z.object({
  /** Name words shared with the defendant's name ('jane', 'doe'). */
  nameTokens: z.array(z.string()),
  /** Where the person's address met the lead's property: their property or mailing address. */
  address: z.enum(['property', 'mailing']).nullable(),
})

/** One person found for a defendant of the lead. */
const contactPersonView = z.object({
  id: z.string(),
  /** The defendant as the lead names them ('Unknown Heirs of Mary Roe'). */
  defendantName: z.string(),
  /** The person's name as the provider gives it. */
  name: z.string(),
  age: z.number().int().nullable(),
  deceased: z.boolean().nullable(),
  litigator: z.boolean().nullable(),
  phones: z.array(contactPhoneView),
  emails: z.array(z.object({ address: z.string(), tested: z.boolean().nullable() })),
  mailingAddress: mailingAddressView.nullable(),
  match: personMatchView,
  /** 'batchdata' or 'simulator'. */
  source: z.string(),
  /** When the provider answered (a cached answer keeps its first date). */
  tracedAt: z.string(),
  /** Made up by the local simulator: never real, never exported or pushed. */
  simulated: z.boolean(),
})
export type ContactPersonView = z.infer<typeof contactPersonView>

const DEFENDANT_TRACE_STATUSES = [
  'matched',
  'unmatched',
  'not_traced',
  'limit_reached',
  'failed',
] as const

/** One defendant of the lead and what its last trace found. */
const defendantTraceView = z.object({
  defendantName: z.string(),
  /** The name that was searched ('Unknown Heirs of Mary Roe' is searched as the estate's representative if printed, else as Mary Roe). */
  searchedName: z.string(),
  status: z.enum(DEFENDANT_TRACE_STATUSES),
  tracedAt: z.string().nullable(),
  /** Answered from the 90-day cache: nothing was bought. */
  fromCache: z.boolean(),
})
export type DefendantTraceView = z.infer<typeof defendantTraceView>

/** A phone or e-mail printed in the lead's document: the attorney's, trustee's, court's... */
const printedContactView = z.object({
  kind: z.enum(['phone', 'email']),
  value: z.string(),
  /** Whose the extractor thinks it is: attorney, trustee, court, sheriff, tax office, or null. */
  owner: z.string().nullable(),
})

/** contactInfo of a lead: the spec's shape (section 3), each phone with its compliance flags. */
export const leadContactInfo = contactInfoView.extend({
  phones: z.array(
    z.object({
      number: z.string(),
      type: z.string().nullable(),
      verified: z.boolean(),
      doNotCall: z.boolean(),
      dnc: z.boolean().nullable(),
      litigator: z.boolean().nullable(),
      simulated: z.boolean(),
    }),
  ),
})
export type LeadContactInfo = z.infer<typeof leadContactInfo>

/** What GET /api/leads/:id and the trace routes carry about the lead's contacts. */
export const leadContactsView = z.object({
  contactAccess: z.enum(CONTACT_ACCESS),
  contactInfo: leadContactInfo.nullable(),
  persons: z.array(contactPersonView),
  defendants: z.array(defendantTraceView),
  /** Printed in the document: shown apart as 'Attorney / trustee', never as the homeowner's. */
  printedContacts: z.array(printedContactView),
  /** The property the defendants are traced at (null: the lead has no street address). */
  property: mailingAddressView.nullable(),
  /** Some of it was made up by the local simulator ('Simulated data'). */
  simulated: z.boolean(),
  /** This server traces on the local simulator (no BatchData key): a trace gives made-up data. */
  tracesSimulated: z.boolean(),
  /** Skip traces left this month on the user's plan (null: unlimited). */
  tracesRemaining: z.number().int().nullable(),
  permissibleUseAccepted: z.boolean(),
})
export type LeadContactsView = z.infer<typeof leadContactsView>

// ---------------------------------------------------------------------------------------------
// Skip trace routes

export const leadTraceParams = idParams('lead')

/** POST /api/leads/:id/skip-trace: the lead's contacts after the trace. */
export const skipTraceLeadResponse = leadContactsView.extend({
  /** Defendants bought now (matched); unmatched ones and cached ones cost nothing. */
  charged: z.number().int(),
})
export type SkipTraceLeadResponse = z.infer<typeof skipTraceLeadResponse>

const BATCH_STATUSES = [
  'queued',
  'running',
  'completed',
  'cancelled',
  'limit_reached',
  'failed',
] as const

export const skipTraceBatchView = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES),
  total: z.number().int(),
  processed: z.number().int(),
  matched: z.number().int(),
  unmatched: z.number().int(),
  failed: z.number().int(),
  charged: z.number().int(),
  /** Why it stopped early, in words a person can act on. */
  message: z.string().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type SkipTraceBatchView = z.infer<typeof skipTraceBatchView>

/** POST /api/leads/skip-trace { leadIds }: starts a batch job. */
export const startBatchTraceRequest = z.strictObject(
  {
    leadIds: z
      .array(rowId('lead'), { error: 'Send leadIds as a list of lead ids' })
      .min(1, 'Select at least one lead')
      .max(CONTACTS.batchLeadsMax, `At most ${CONTACTS.batchLeadsMax} leads at a time`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  },
  { error: 'Send { leadIds }' },
)
export type StartBatchTraceRequest = z.input<typeof startBatchTraceRequest>
export const batchIdParams = z.object({ batchId: rowId('batch') })
export const listBatchesResponse = z.object({ batches: z.array(skipTraceBatchView) })

export const permissibleUseView = z.object({
  accepted: z.boolean(),
  acceptedAt: z.string().nullable(),
  version: z.string(),
  title: z.string(),
  statement: z.array(z.string()),
})
export type PermissibleUseView = z.infer<typeof permissibleUseView>

export const acceptPermissibleUseRequest = z.strictObject(
  {
    version: z.literal(PERMISSIBLE_USE.version, {
      error: 'The statement changed: read the current one and accept it',
    }),
    accept: z.literal(true, { error: 'Tick the box to accept the statement' }),
  },
  { error: 'Send { version, accept: true }' },
)
export type AcceptPermissibleUseRequest = z.input<typeof acceptPermissibleUseRequest>
