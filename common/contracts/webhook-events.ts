/**
 * What the app POSTs to its users' webhook URLs (issue 33, item 3), one schema per event: the
 * senders build their bodies as these types, the OpenAPI document's `webhooks` are generated from
 * them, and the delivery tests parse what a receiver got with them, so the three cannot drift.
 * Every POST is signed the Standard Webhooks way (`webhook-id`, `webhook-timestamp`,
 * `webhook-signature`; server/src/lib/signed-webhook.ts).
 */
import { z } from 'zod'

const text = z.string().nullable()

/** `alert.matched`: a case event matched one of the user's alerts (Elite's alert webhook). */
export const alertMatchedEvent = z
  .object({
    id: z.string().describe('The event id (evt_...), the same on every retry'),
    type: z.literal('alert.matched'),
    createdAt: z.string().describe('When the event was made (ISO 8601)'),
    data: z.object({
      alert: z.object({ id: z.string(), name: z.string() }),
      event: z.object({
        kind: z.string().describe('What happened: filed, sale_scheduled, postponed, cancelled...'),
        title: z.string().describe('The event in words, as the app shows it'),
        saleDate: text.describe('The sale date the event sets, when it sets one (YYYY-MM-DD)'),
        recordedAt: z.string().describe('When the app recorded the event (ISO 8601)'),
      }),
      filing: z.object({
        id: z.string(),
        documentType: z.string(),
        caseNumber: text,
        defendantName: text,
        propertyAddress: text,
        city: text,
        county: text,
        state: z.string(),
        zipCode: text,
        filingDate: text,
        nextSaleDate: text,
      }),
    }),
  })
  .describe('A case event matched one of your alerts.')
export type AlertMatchedEvent = z.infer<typeof alertMatchedEvent>

/** `test`: sent from Settings > Alerts > Send a test event; nothing happened to any case. */
export const alertTestEvent = z
  .object({
    id: z.string(),
    type: z.literal('test'),
    createdAt: z.string(),
    data: z.object({ message: z.string() }),
  })
  .describe('A test event: checks the URL and the signature; nothing happened to any case.')
export type AlertTestEvent = z.infer<typeof alertTestEvent>

/** `leads.pushed`: leads pushed to the user's CRM webhook (one record per defendant). */
export const leadsPushedEvent = z
  .object({
    event: z.literal('leads.pushed'),
    deliveryId: z.string().describe('The delivery id, the same on every retry (and webhook-id)'),
    createdAt: z.string(),
    records: z.array(
      z.object({
        key: z
          .string()
          .describe('Stable per (state, county, case number, defendant): upsert on it'),
        leadId: z.string(),
        defendant: text,
        defendants: z.array(z.string()),
        propertyAddress: text,
        city: text,
        county: text,
        state: text,
        zipCode: text,
        caseNumber: text,
        filingType: text,
        filingDate: text,
        amount: text,
        amountKind: text,
        saleDate: text,
        saleStatus: text,
        status: z.string(),
        tags: z.array(z.string()),
        phones: z.array(z.string()),
        emails: z.array(z.string()),
      }),
    ),
  })
  .describe('Leads pushed to your CRM webhook.')
export type LeadsPushedEvent = z.infer<typeof leadsPushedEvent>
