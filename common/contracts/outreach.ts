/**
 * Contracts of the outreach composer, templates and history (spec sections 2, 3, 7; the issue's
 * additions in docs/decisions/0024). The server validates with these; the client's calls use them.
 */
import { z } from 'zod'
import { MESSAGE_TONES, SOCIAL_PLATFORMS } from '../enums'
import { OUTREACH } from '../limits'
import { idParams, patchOf, rowId } from './fields'
import { leadView } from './lead-view'

/** The spec's message for a missing acknowledgement (section 8), used on both sides. */
export const COMPLIANCE_REQUIRED_MESSAGE = 'Compliance Confirmation Required'

export const OUTREACH_MESSAGES = {
  profileNotFound: 'Social profile not found',
  templateNotFound: 'Template not found',
  tooManyTemplates: (limit: number) =>
    `You can keep at most ${limit} templates. Delete one you no longer use, then save again.`,
  leadNotFound: 'Lead not found',
  recordNotFound: 'Outreach record not found',
  notSent:
    'This message failed to send, so it cannot have a reply. Log the message again once it is sent.',
  stateLaw: (states: string) =>
    `This message offers what the foreclosure-consultant or equity-purchaser law of ${states} regulates. Read the notice and confirm you will follow it before copying or sending.`,
  caseStatus:
    'This lead’s case may have ended (cancelled, dismissed, redeemed, sold, stayed or past its sale date). Confirm you still want to contact the owner.',
} as const

const text = (what: string, max: number) =>
  z.string({ error: `${what} is required` }).max(max, `${what} must be at most ${max} characters`)

/** A body that is not blank once trimmed (spec section 5: body non-empty after trimming). */
const messageBody = text('Message', OUTREACH.messageLength).refine(
  (value) => value.trim().length > 0,
  'Message is required',
)

const optionalSubject = text('Subject', OUTREACH.subjectLength)
  .transform((value) => value.trim())
  .optional()
  .nullable()

const messageTone = z.enum(MESSAGE_TONES, {
  error: `Tone must be one of ${MESSAGE_TONES.join(', ')}`,
})
const socialPlatform = z.enum(SOCIAL_PLATFORMS, {
  error: `Platform must be one of ${SOCIAL_PLATFORMS.join(', ')}`,
})

// ---------------------------------------------------------------------------------------------
// Message templates

export const messageTemplateView = z.object({
  /** A uuid for the user's own; 'default-<tone>-<n>' for the built-in ones. */
  id: z.string(),
  name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  tone: messageTone,
  isDefault: z.boolean(),
})
export type MessageTemplateView = z.infer<typeof messageTemplateView>

/** GET /api/message-templates (spec section 7). */
export const listMessageTemplatesResponse = z.object({
  templates: z.array(messageTemplateView),
  defaultTemplates: z.array(messageTemplateView),
})
export type ListMessageTemplatesResponse = z.infer<typeof listMessageTemplatesResponse>

const templateFields = {
  name: text('Name', OUTREACH.templateNameLength).trim().min(1, 'Name is required'),
  subject: optionalSubject,
  body: messageBody,
  tone: messageTone,
}

export const createMessageTemplateRequest = z.object({
  ...templateFields,
  tone: messageTone.default('supportive'),
})
export type CreateMessageTemplateRequest = z.input<typeof createMessageTemplateRequest>

/** A change: only the fields sent change (no defaults here, or a change would reset the tone). */
export const updateMessageTemplateRequest = patchOf(templateFields)
export type UpdateMessageTemplateRequest = z.input<typeof updateMessageTemplateRequest>

export const templateIdParams = idParams('template')

// ---------------------------------------------------------------------------------------------
// Outreach log

export const outreachRecordView = z.object({
  id: z.string(),
  socialProfileId: z.string().nullable(),
  leadId: z.string().nullable(),
  defendantName: z.string(),
  platform: socialPlatform,
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(['sent', 'copied', 'failed']),
  complianceAcknowledged: z.boolean(),
  /** ISO 8601. */
  sentAt: z.string(),
  /** When the user marked that the homeowner replied (ISO 8601), else null (0040). */
  repliedAt: z.string().nullable(),
})
export type OutreachRecordView = z.infer<typeof outreachRecordView>

/**
 * POST /api/outreach (spec section 7), plus what the law asks the user to confirm: the compliance
 * notice always, the state law when the message's wording is regulated in the lead's state, the
 * case status when the lead's case may have ended.
 */
export const createOutreachRequest = z.object({
  socialProfileId: rowId('social profile'),
  defendantName: text('Defendant name', OUTREACH.defendantNameLength)
    .trim()
    .min(1, 'Defendant name is required'),
  platform: socialPlatform,
  subject: optionalSubject,
  message: messageBody,
  status: z.enum(['copied', 'sent'], { error: "Status must be 'copied' or 'sent'" }),
  complianceAcknowledged: z.boolean().default(false),
  /** The lead the message is about (for its state's rules, its case status and its timeline). */
  leadId: rowId('lead').optional().nullable(),
  stateLawAcknowledged: z.boolean().default(false),
  caseStatusConfirmed: z.boolean().default(false),
})
export type CreateOutreachRequest = z.input<typeof createOutreachRequest>

/** GET /api/outreach filters (spec: defendantName and/or socialProfileId). */
export const listOutreachQuery = z.object({
  defendantName: text('Defendant name', OUTREACH.defendantNameLength).trim().min(1).optional(),
  socialProfileId: rowId('social profile').optional(),
  leadId: rowId('lead').optional(),
})
export type ListOutreachQuery = z.infer<typeof listOutreachQuery>

/** The spec's "outreach list": the records, newest first. */
export const listOutreachResponse = z.array(outreachRecordView)
export type ListOutreachResponse = z.infer<typeof listOutreachResponse>

export const leadIdParams = z.object({ leadId: rowId('lead') })

export const outreachIdParams = idParams('outreach record')

/**
 * PATCH /api/outreach/:id (0040): the homeowner replied (true; the first time marked is kept), or
 * the mark was a mistake (false). Replies arrive in the user's own inbox or social account.
 */
export const markOutreachRepliedRequest = z.object({
  replied: z.boolean({ error: "'replied' must be true or false" }),
})
export type MarkOutreachRepliedRequest = z.infer<typeof markOutreachRepliedRequest>

// ---------------------------------------------------------------------------------------------
// What the composer needs to know about a profile

/**
 * A lead whose defendant matches the profile: the fields of the lead view (lead-view.ts) that the
 * placeholders, the state rules and the composer's checks read; its status and sale status as
 * plain text, which is all the composer compares them as.
 */
const outreachLeadView = leadView
  .pick({
    id: true,
    defendantName: true,
    propertyAddress: true,
    city: true,
    state: true,
    zipCode: true,
    caseNumber: true,
    filingType: true,
    saleDate: true,
    isSample: true,
  })
  .extend({
    /** The record's sale status (scheduled, postponed, stayed, cancelled, sold), null if unknown. */
    saleStatus: z.string().nullable(),
    status: z.string(),
  })
export type OutreachLeadView = z.infer<typeof outreachLeadView>

export const outreachContextQuery = z.object({ socialProfileId: rowId('social profile') })
export type OutreachContextQuery = z.infer<typeof outreachContextQuery>

/** GET /api/outreach/context: the profile, the leads it may be about, the sender's identity. */
export const outreachContextResponse = z.object({
  profile: z.object({ id: z.string(), defendantName: z.string(), platform: socialPlatform }),
  leads: z.array(outreachLeadView),
  sender: z.object({ name: z.string().nullable(), phone: z.string().nullable() }),
})
export type OutreachContextResponse = z.infer<typeof outreachContextResponse>
