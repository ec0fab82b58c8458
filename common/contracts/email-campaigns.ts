/**
 * Contracts of e-mail campaigns (docs/decisions/0024): e-mail templates, a campaign from a
 * template or a subject and body, to leads' skip-traced e-mails and/or the user's own list;
 * start, pause, cancel; its counts and progress.
 */
import { z } from 'zod'
import { EMAIL_CAMPAIGN_STATUSES, MESSAGE_TONES } from '../enums'
import { EMAIL_CAMPAIGNS, OUTREACH } from '../limits'
import { EMAIL_MAX_LENGTH } from './accounts'
import { idParams, patchOf, rowId } from './fields'

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found',
  templateNotFound: 'E-mail template not found',
  noRecipients:
    'This campaign has no one to send to: add recipients, or choose leads whose e-mails skip tracing found.',
  tooManyRecipients: (max: number) => `A campaign can have at most ${max} recipients.`,
  leadEmailsUnavailable:
    'Leads’ e-mail addresses come from skip tracing, which is not available on this server. Add your own recipients instead.',
  cannotStart: (status: string) => `This campaign is ${status} and cannot be started.`,
  cannotPause: (status: string) => `This campaign is ${status} and cannot be paused.`,
  cannotCancel: (status: string) => `This campaign is already ${status}.`,
  mailboxNotConnected:
    'The mailbox this campaign sends from is not connected any more. Connect it again in Settings, or send from the platform.',
  stateLaw:
    'This campaign’s wording offers what state foreclosure-consultant or equity-purchaser laws regulate (e.g. stopping the sale, saving or buying the home). Read the notices and confirm you will follow them before starting it.',
  httpsRequired:
    'Campaign e-mails need an https unsubscribe link (RFC 8058): set PUBLIC_URL to the https address of this server.',
} as const

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('Please enter a valid email address'))

export const emailTemplateRequest = z.object({
  name: z.string().trim().min(1, 'Name is required').max(OUTREACH.templateNameLength),
  subject: z.string().trim().min(1, 'Subject is required').max(OUTREACH.subjectLength),
  body: z
    .string()
    .max(OUTREACH.messageLength)
    .refine((value) => value.trim().length > 0, 'Message is required'),
  tone: z.enum(MESSAGE_TONES).default('compassionate'),
})
export type EmailTemplateRequest = z.input<typeof emailTemplateRequest>

/** PATCH /api/email-templates/:id: only the fields sent change. */
export const updateEmailTemplateRequest = patchOf({
  name: emailTemplateRequest.shape.name,
  subject: emailTemplateRequest.shape.subject,
  body: emailTemplateRequest.shape.body,
  tone: z.enum(MESSAGE_TONES),
})
export type UpdateEmailTemplateRequest = z.input<typeof updateEmailTemplateRequest>

export const emailTemplateIdParams = idParams('template')

export const emailTemplateView = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  tone: z.enum(MESSAGE_TONES),
})
export type EmailTemplateView = z.infer<typeof emailTemplateView>

export const listEmailTemplatesResponse = z.object({ templates: z.array(emailTemplateView) })
export type ListEmailTemplatesResponse = z.infer<typeof listEmailTemplatesResponse>

/** POST /api/email-campaigns: `subject` + `body`, or `templateId`; leads and/or own recipients. */
export const createEmailCampaignRequest = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(EMAIL_CAMPAIGNS.nameLength),
    subject: z.string().trim().min(1, 'Subject is required').max(OUTREACH.subjectLength).optional(),
    body: z
      .string()
      .max(OUTREACH.messageLength)
      .refine((value) => value.trim().length > 0, 'Message is required')
      .optional(),
    templateId: rowId('template').optional(),
    leadIds: z
      .array(rowId('lead'))
      .max(EMAIL_CAMPAIGNS.leadIdsMax, `At most ${EMAIL_CAMPAIGNS.leadIdsMax} leads`)
      .optional(),
    recipients: z
      .array(
        z.object({
          email,
          name: z.string().trim().max(OUTREACH.defendantNameLength).optional().nullable(),
          /** The user's lead this person is about: fills [Property Address] and [Case Number]. */
          leadId: rowId('lead').optional().nullable(),
        }),
      )
      .max(
        EMAIL_CAMPAIGNS.recipientsMax,
        `A campaign can have at most ${EMAIL_CAMPAIGNS.recipientsMax} recipients.`,
      )
      .optional(),
    /** A connected mailbox of the user's to send from; the platform's SMTP when absent. */
    mailboxId: rowId('mailbox').optional().nullable(),
    /**
     * Include leads whose case may have ended (sale cancelled, sold or stayed, a dismissal, a
     * past sale date, a lead marked dead): without it they are left out and counted as skipped.
     */
    caseStatusConfirmed: z.boolean().default(false),
  })
  .refine((value) => value.templateId || (value.subject && value.body), {
    message: 'Give a subject and a message, or choose a template',
    path: ['body'],
  })
  .refine((value) => (value.leadIds?.length ?? 0) + (value.recipients?.length ?? 0) > 0, {
    message: 'Choose leads or add recipients',
    path: ['recipients'],
  })
export type CreateEmailCampaignRequest = z.input<typeof createEmailCampaignRequest>

export const campaignIdParams = z.object({ id: rowId('campaign') })

/** POST /api/email-campaigns/:id/start: flagged wording needs the state-law acknowledgement. */
export const startEmailCampaignRequest = z
  .object({ stateLawAcknowledged: z.boolean().default(false) })
  .nullish()
  .transform((value) => value ?? { stateLawAcknowledged: false })
export type StartEmailCampaignRequest = z.input<typeof startEmailCampaignRequest>

const campaignCounts = z.object({
  /** Waiting or being sent. */
  queued: z.number().int(),
  /** Accepted by the mail server; includes `unverified`. */
  sent: z.number().int(),
  /** A worker stopped mid-send: probably sent, never sent again. */
  unverified: z.number().int(),
  failed: z.number().int(),
  bounced: z.number().int(),
  /** Skipped because the recipient had opted out (or complained) by the time it was due. */
  unsubscribed: z.number().int(),
  cancelled: z.number().int(),
  /** Left out when it was made (see `skipped`). */
  skipped: z.number().int(),
})
export type CampaignCounts = z.infer<typeof campaignCounts>

/**
 * A live campaign held by its sender's sending limit (EMAIL_RATE_PER_MINUTE / _PER_DAY): which
 * one (`limit` e-mails a minute or a day) and when the next e-mails go out.
 */
const campaignSendingLimit = z.object({
  per: z.enum(['minute', 'day']),
  limit: z.number().int(),
  nextSendAt: z.string(),
})
export type CampaignSendingLimit = z.infer<typeof campaignSendingLimit>

export const emailCampaignView = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(EMAIL_CAMPAIGN_STATUSES),
  mailboxId: z.string().nullable(),
  totalRecipients: z.number().int(),
  counts: campaignCounts,
  /** Share of recipients done (sent, failed, bounced, skipped), 0 to 100. */
  progress: z.number(),
  /** Why it stopped by itself (a mailbox revoked ...). */
  stopReason: z.string().nullable(),
  /** While it waits on the sender's sending limit; null otherwise. */
  sendingLimit: campaignSendingLimit.nullable(),
  /**
   * Recipients left out when it was made: repeated addresses, leads without a real e-mail, leads
   * whose case may have ended (unless the user confirmed them).
   */
  skipped: z.object({
    duplicates: z.number().int(),
    withoutEmail: z.number().int(),
    caseEnded: z.number().int(),
  }),
  /**
   * What state foreclosure-consultant laws say of its wording: the flagged words, the states of
   * its recipient leads, the rules (ids in common/outreach/foreclosure-consultant-laws.ts) the
   * wording brings into play there, and whether starting needs the user's acknowledgement.
   */
  stateLaw: z.object({
    flags: z.array(z.object({ label: z.string(), text: z.string() })),
    leadStates: z.array(z.string()),
    ruleIds: z.array(z.string()),
    needsAcknowledgement: z.boolean(),
    acknowledgedAt: z.string().nullable(),
  }),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
})
export type EmailCampaignView = z.infer<typeof emailCampaignView>

/**
 * GET /api/email-campaigns/:id/preview: each waiting recipient's subject and message as they will
 * go out (before the footer every e-mail carries), and the placeholders still unfilled for them;
 * the recipients with unfilled ones first. Starting is refused while any are.
 */
export const campaignPreviewView = z.object({
  recipients: z.array(
    z.object({
      email: z.string(),
      name: z.string().nullable(),
      subject: z.string(),
      body: z.string(),
      unfilled: z.array(z.string()),
    }),
  ),
  /** Waiting recipients in all (the list holds at most the first 100). */
  total: z.number().int(),
  /** Every placeholder unfilled for some recipient, the number of them, and what to do. */
  unfilled: z.object({
    placeholders: z.array(z.string()),
    recipients: z.number().int(),
    message: z.string().nullable(),
  }),
})
export type CampaignPreviewView = z.infer<typeof campaignPreviewView>

export const listEmailCampaignsResponse = z.object({ campaigns: z.array(emailCampaignView) })
export type ListEmailCampaignsResponse = z.infer<typeof listEmailCampaignsResponse>

// ---------------------------------------------------------------------------------------------
// Connected mailboxes

export const mailboxView = z.object({
  id: z.string(),
  provider: z.enum(['google', 'microsoft', 'smtp']),
  email: z.string(),
  /** False once the provider refused its tokens (revoked): campaigns from it stop. */
  isConnected: z.boolean(),
  lastError: z.string().nullable(),
  connectedAt: z.string(),
})
export type MailboxView = z.infer<typeof mailboxView>

export const listMailboxesResponse = z.object({
  mailboxes: z.array(mailboxView),
  /** The OAuth providers this server can connect. */
  providers: z.array(z.enum(['google', 'microsoft'])),
})
export type ListMailboxesResponse = z.infer<typeof listMailboxesResponse>

export const mailboxProviderParams = z.object({
  provider: z.enum(['google', 'microsoft'], { error: 'Provider must be google or microsoft' }),
})

export const connectMailboxResponse = z.object({ authorizationUrl: z.string() })
export type ConnectMailboxResponse = z.infer<typeof connectMailboxResponse>

export const addSmtpMailboxRequest = z.object({
  email,
  smtpUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      try {
        const url = new URL(value)
        return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
      } catch {
        return false
      }
    }, 'Enter the server as smtps://user:password@smtp.example.com:465 (or smtp://...:587)'),
})
export type AddSmtpMailboxRequest = z.infer<typeof addSmtpMailboxRequest>

export const mailboxIdParams = z.object({ id: rowId('mailbox') })
