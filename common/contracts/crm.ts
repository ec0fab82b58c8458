/**
 * Contracts of the CRM connections and the push of leads to them (docs/decisions/0027-crm-push.md):
 * HubSpot (a private app's access token), Podio (app authentication) and a signed webhook.
 */
import { z } from 'zod'
import { CRM } from '../limits'
import { idParams, rowId } from './fields'

export const CRM_PROVIDERS = ['hubspot', 'podio', 'webhook'] as const
export type CrmProvider = (typeof CRM_PROVIDERS)[number]

/** connected: pushes work; needs_reconnect: the CRM refused the credentials; disabled: the webhook failed too often. */
export const CRM_CONNECTION_STATUSES = ['connected', 'needs_reconnect', 'disabled'] as const
export type CrmConnectionStatus = (typeof CRM_CONNECTION_STATUSES)[number]

const crmProvider = z.enum(CRM_PROVIDERS, {
  error: 'Provider must be one of: hubspot, podio, webhook',
})

const secret = (what: string, max = 500) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} must be at most ${max} characters`)

export const connectCrmRequest = z.discriminatedUnion(
  'provider',
  [
    z.object({
      provider: z.literal('hubspot'),
      /** A HubSpot private app's access token (Settings > Integrations > Private apps). */
      accessToken: secret('Access token').regex(
        /^[\w.-]+$/,
        'Access token must be the token HubSpot shows for your private app (letters, digits, - and _)',
      ),
    }),
    z.object({
      provider: z.literal('podio'),
      clientId: secret('Client ID', 200),
      clientSecret: secret('Client secret'),
      appId: z
        .string({ error: 'App ID is required' })
        .trim()
        .regex(
          /^\d{1,12}$/,
          'App ID must be the number Podio shows under the app’s Developer settings',
        ),
      appToken: secret('App token'),
    }),
    z.object({
      provider: z.literal('webhook'),
      url: z
        .string({ error: 'URL is required' })
        .trim()
        .max(2000, 'URL must be at most 2000 characters')
        .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'URL must start with https://'),
    }),
  ],
  { error: 'Provider must be one of: hubspot, podio, webhook' },
)
export type ConnectCrmRequest = z.infer<typeof connectCrmRequest>

export const crmConnectionView = z.object({
  id: z.uuid(),
  provider: crmProvider,
  /** What the user recognises it by: the HubSpot portal, the Podio app, the webhook's host. */
  label: z.string(),
  status: z.enum(CRM_CONNECTION_STATUSES),
  lastError: z.string().nullable(),
  connectedAt: z.string(),
  lastPushedAt: z.string().nullable(),
})
export type CrmConnectionView = z.infer<typeof crmConnectionView>

export const connectCrmResponse = z.object({
  connection: crmConnectionView,
  /** The webhook's signing secret: given once, at connection; never shown again. */
  webhookSecret: z.string().optional(),
})
export type ConnectCrmResponse = z.infer<typeof connectCrmResponse>

export const listCrmConnectionsResponse = z.object({
  connections: z.array(crmConnectionView),
  /** What the user's plan allows: none, push (Pro), sync (Elite). */
  plan: z.enum(['none', 'push', 'sync']),
})
export type ListCrmConnectionsResponse = z.infer<typeof listCrmConnectionsResponse>

export const crmConnectionParams = idParams('connection')

export const pushToCrmRequest = z.object({
  provider: crmProvider,
  leadIds: z
    .array(rowId('lead'), { error: 'leadIds must be a list of lead ids' })
    .min(1, 'Choose at least one lead to push')
    .max(CRM.leadsPerPush, `At most ${CRM.leadsPerPush} leads can be pushed at once`),
})
export type PushToCrmRequest = z.infer<typeof pushToCrmRequest>

export const pushToCrmResponse = z.object({
  provider: crmProvider,
  /** CRM records made by this push (one per defendant of a lead). */
  created: z.number().int(),
  /** Records already in the CRM that this push updated (Elite's sync: the lead changed). */
  updated: z.number().int(),
  /** Records already in the CRM and left as they were. */
  unchanged: z.number().int(),
  /** Records another push of yours was sending at the same moment (sent once, by it). */
  inProgress: z.number().int(),
  /** Records handed to the webhook's delivery queue (sent and retried in the background). */
  queued: z.number().int(),
  skipped: z.object({
    /** Sample leads: generated data, never pushed as real. */
    sample: z.number().int(),
    /** Leads with neither a case number nor a property address to key them on. */
    unidentifiable: z.number().int(),
  }),
})
export type PushToCrmResponse = z.infer<typeof pushToCrmResponse>
