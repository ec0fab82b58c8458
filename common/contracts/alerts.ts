/**
 * Contracts of alerts (issue 18, docs/decisions/0032): monitors (saved searches that alert),
 * the in-app notifications of the header bell and the user's webhook. The server validates with
 * these; the client's forms and calls use the same schemas.
 */
import { z } from 'zod'
import { FILING_TYPES } from '../enums'
import { CASE_STAGES } from '../lifecycle'
import { isUsStateCode } from '../us-states'

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]
export const ALERT_CHANNELS = ['in_app', 'email', 'webhook'] as const
export type AlertChannel = (typeof ALERT_CHANNELS)[number]

const name = z
  .string({ error: 'Give the alert a name' })
  .trim()
  .min(1, 'Give the alert a name')
  .max(80, 'The name must be at most 80 characters')
const state = z
  .string({ error: 'State is required' })
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isUsStateCode, 'Invalid state')
const zipCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Each ZIP code must be exactly 5 digits'),
    {
      error: 'zipCodes must be a list of 5-digit ZIP codes',
    },
  )
  .max(100, 'At most 100 ZIP codes')
const counties = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A county name cannot be empty')
      .max(60, 'A county name must be at most 60 characters'),
    { error: 'counties must be a list of county names' },
  )
  .max(50, 'At most 50 counties')
const filingTypes = z.array(
  z.enum(FILING_TYPES, { error: `Filing types are: ${FILING_TYPES.join(', ')}` }),
  { error: 'filingTypes must be a list' },
)
const stages = z.array(z.enum(CASE_STAGES, { error: `Stages are: ${CASE_STAGES.join(', ')}` }), {
  error: 'stages must be a list',
})
const saleWithinDays = z
  .number({ error: 'saleWithinDays must be a whole number of days from 1 to 365' })
  .int('saleWithinDays must be a whole number of days from 1 to 365')
  .min(1, 'saleWithinDays must be a whole number of days from 1 to 365')
  .max(365, 'saleWithinDays must be a whole number of days from 1 to 365')
  .nullable()
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Frequency is instant or daily' })
const channels = z
  .array(z.enum(ALERT_CHANNELS, { error: 'Channels are in_app, email and webhook' }), {
    error: 'channels must be a list',
  })
  .min(1, 'Choose at least one channel')

const unique = <T>(values: readonly T[]) => [...new Set(values)]

const monitorFields = z.object({
  name,
  state,
  zipCodes: zipCodes.default([]).transform(unique),
  counties: counties.default([]).transform(unique),
  filingTypes: filingTypes.default([]).transform(unique),
  stages: stages.default([]).transform(unique),
  saleWithinDays: saleWithinDays.default(null),
  frequency: frequency.default('instant'),
  channels: channels.default(['in_app']).transform(unique),
})

export const createAlertRequest = monitorFields.refine(
  (value) => value.zipCodes.length + value.counties.length > 0,
  { message: 'Give at least one ZIP code or county to watch', path: ['zipCodes'] },
)
export type CreateAlertRequest = z.input<typeof createAlertRequest>

export const updateAlertRequest = z
  .object({
    name,
    state,
    zipCodes: zipCodes.transform(unique),
    counties: counties.transform(unique),
    filingTypes: filingTypes.transform(unique),
    stages: stages.transform(unique),
    saleWithinDays,
    frequency,
    channels: channels.transform(unique),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change')
export type UpdateAlertRequest = z.input<typeof updateAlertRequest>

export const alertParams = z.object({ id: z.uuid({ error: 'Not an alert id' }) })

export const alertMonitor = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  zipCodes: z.array(z.string()),
  counties: z.array(z.string()),
  filingTypes: z.array(z.string()),
  stages: z.array(z.string()),
  saleWithinDays: z.number().nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  enabled: z.boolean(),
  createdAt: z.string(),
})
export type AlertMonitor = z.infer<typeof alertMonitor>

export const listAlertsResponse = z.object({
  monitors: z.array(alertMonitor),
  allowance: z.object({
    monitors: z.number(),
    used: z.number(),
    zipCodesPerMonitor: z.number(),
    countiesPerMonitor: z.number(),
    webhooks: z.boolean(),
  }),
})
export type ListAlertsResponse = z.infer<typeof listAlertsResponse>

export const NOTIFICATION_KINDS = ['alert', 'webhook_disabled', 'urgency'] as const

const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where clicking it goes: the user's lead for the filing, else the search, else settings. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
})
export type NotificationItem = z.infer<typeof notificationItem>

export const listNotificationsResponse = z.object({
  notifications: z.array(notificationItem),
  unread: z.number(),
})
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponse>

export const notificationParams = z.object({ id: z.uuid({ error: 'Not a notification id' }) })

export const saveWebhookRequest = z.object({
  url: z
    .string({ error: 'Enter the webhook URL' })
    .trim()
    .min(1, 'Enter the webhook URL')
    .max(2000, 'The URL must be at most 2000 characters')
    .refine((value) => URL.canParse(value), 'Enter a full URL, e.g. https://hooks.zapier.com/...')
    .refine(
      (value) => /^https?:$/.test(URL.canParse(value) ? new URL(value).protocol : ''),
      'The URL must start with https:// or http://',
    ),
})
export type SaveWebhookRequest = z.input<typeof saveWebhookRequest>

const webhookDelivery = z.object({
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookDelivery = z.infer<typeof webhookDelivery>

const webhookSettings = z.object({
  url: z.string(),
  status: z.enum(['active', 'disabled']),
  consecutiveFailures: z.number(),
  lastError: z.string().nullable(),
})

export const getWebhookResponse = z.object({
  webhook: webhookSettings.nullable(),
  deliveries: z.array(webhookDelivery),
})
export type GetWebhookResponse = z.infer<typeof getWebhookResponse>

/** The secret is in this answer only (saving the URL makes a new one). */
export const saveWebhookResponse = webhookSettings.extend({ secret: z.string() })
export type SaveWebhookResponse = z.infer<typeof saveWebhookResponse>

export const testWebhookResponse = z.object({ deliveryId: z.string() })

/**
 * The urgency alert (issue 35): one per user, "tell me when a lead's urgency reaches N or
 * more", in the bell and/or by e-mail. Off when the user has none.
 */
export const URGENCY_ALERT_CHANNELS = ['in_app', 'email'] as const
export type UrgencyAlertChannel = (typeof URGENCY_ALERT_CHANNELS)[number]
const THRESHOLD_MESSAGE = 'The urgency threshold must be a whole number from 1 to 100'

export const saveUrgencyAlertRequest = z.object({
  threshold: z
    .number({ error: THRESHOLD_MESSAGE })
    .int(THRESHOLD_MESSAGE)
    .min(1, THRESHOLD_MESSAGE)
    .max(100, THRESHOLD_MESSAGE),
  channels: z
    .array(
      z.enum(URGENCY_ALERT_CHANNELS, {
        error: 'An urgency alert is told in the app (in_app) or by e-mail (email)',
      }),
      { error: 'channels must be a list' },
    )
    .min(1, 'Choose at least one channel')
    .transform(unique),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
})
export type SaveUrgencyAlertRequest = z.input<typeof saveUrgencyAlertRequest>

export const urgencyAlertResponse = z.object({
  threshold: z.number(),
  channels: z.array(z.enum(URGENCY_ALERT_CHANNELS)),
  /** False when the user never set one or turned it off. */
  enabled: z.boolean(),
  /** False when the user's plan has no alerts (the card offers the upgrade). */
  allowed: z.boolean(),
})
export type UrgencyAlertResponse = z.infer<typeof urgencyAlertResponse>

/** The threshold the card proposes before the user saves one. */
export const DEFAULT_URGENCY_THRESHOLD = 70
