/** How a lead, its notes and its case's events look to the browser (common/contracts/leads.ts). */
import { z } from 'zod'
import { LEAD_SOURCE_KINDS, SALE_STATUSES } from '../enums'
import { CASE_EVENT_KINDS, CASE_STAGES } from '../lifecycle'
import { leadStatus } from './lead-fields'

export const leadNoteView = z.object({
  id: z.string(),
  body: z.string(),
  /** When the server stored the note (ISO 8601). */
  createdAt: z.string(),
})
export type LeadNoteView = z.infer<typeof leadNoteView>

/**
 * Where a lead's record comes from and how fresh it is (issue 30, docs/decisions/0078). For a
 * lead kept from a search result: the records index's source (name, list URL), when the record
 * was first seen and last checked, when its stage was set, the source's interval and whether the
 * record is stale (not re-checked within that interval plus 2 hours). For a lead from an upload:
 * the document's name and upload time (`firstSeenAt`); nothing re-checks an upload, so it is
 * never stale. Never absent: what is not known is null.
 */
const leadProvenance = z.object({
  /** 'index': the public records index; 'upload': the user's own document. */
  origin: z.enum(['index', 'upload']),
  /** The source's name, or the uploaded file's name; null when the record is gone. */
  sourceName: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  /** ISO 8601, whole seconds: first seen in the index, or the upload's time. */
  firstSeenAt: z.string().nullable(),
  /** When a run of its source last saw the record; null for an upload. */
  lastCheckedAt: z.string().nullable(),
  /** When the case's stage was set; null when no source reported one. */
  stageAsOf: z.string().nullable(),
  /** How often the source is checked, in hours; null for an upload. */
  checkEveryHours: z.number().int().nullable(),
  stale: z.boolean(),
})
export type LeadProvenance = z.infer<typeof leadProvenance>

/**
 * How urgent a lead is today (issue 35, docs/decisions/0084, 0085): common/urgency.ts's score
 * 0-100 from the sale clock, the stage, the equity and reachability, each reason with its share
 * of the score (shares sum to 100; freshness gives no points and only lowers the confidence),
 * and the reasons joined in one sentence. Its descriptions are what the public API's OpenAPI
 * document and the MCP tools show.
 */
const urgencyShape = z.object({
  score: z
    .number()
    .int()
    .min(0)
    .max(100)
    .meta({ description: 'How urgent the lead is today, 0 (no sale to work towards) to 100' }),
  reasons: z
    .array(
      z.object({
        factor: z.enum(['clock', 'stage', 'opportunity', 'reachability', 'freshness']).meta({
          description:
            'clock: days to the sale (or the usual time from the stage to a sale in its state); stage: the case stage and its postponements; opportunity: the equity estimate; reachability: phones not on DNC and e-mails that may be used; freshness: a stale record (gives no points, lowers the confidence)',
        }),
        share: z
          .number()
          .int()
          .min(0)
          .max(100)
          .meta({ description: 'Percent of the score this factor gave; the shares sum to 100' }),
        text: z.string().meta({ description: 'The reason in words, e.g. "Sale in 9 days"' }),
      }),
    )
    .meta({ description: 'Every factor of the score with its share; none is hidden' }),
  confidence: z.enum(['normal', 'low']).meta({
    description: "'low': the record was not re-checked within its source's interval (stale)",
  }),
  explanation: z
    .string()
    .meta({ description: 'The reasons joined in one sentence, as the app shows it' }),
})
export type LeadUrgency = z.infer<typeof urgencyShape>

/**
 * The urgency of a Florida lead with a sale in 9 days, about $84,000 of equity and 2 phones not
 * on DNC: the public API's example (lead-urgency-example.test.ts checks it against urgencyOf).
 */
export const LEAD_URGENCY_EXAMPLE: LeadUrgency = {
  score: 84,
  reasons: [
    { factor: 'clock', share: 46, text: 'Sale in 9 days (FL, scheduled)' },
    { factor: 'stage', share: 24, text: 'Stage: sale scheduled' },
    { factor: 'opportunity', share: 17, text: 'equity about $84,000' },
    { factor: 'reachability', share: 13, text: '2 phones not on DNC' },
  ],
  confidence: 'normal',
  explanation:
    'Sale in 9 days (FL, scheduled); Stage: sale scheduled; equity about $84,000; 2 phones not on DNC',
}

/** A lead's urgency (above), with the description and example the OpenAPI document shows. */
export const leadUrgency = urgencyShape.meta({
  description:
    "How urgent the lead is today: a score 0-100 timed to the foreclosure sale (days to the sale date, or the usual time from the stage to a sale in its state), raised by the stage, the equity estimate and reachability, with each reason and its share of the score. Worked out when the lead is read, so the clock is today's.",
  examples: [LEAD_URGENCY_EXAMPLE],
})

/** One lead as the browser gets it. */
export const leadView = z.object({
  id: z.string(),
  sourceKind: z.enum(LEAD_SOURCE_KINDS),
  /** Where the lead was kept from: the saved result, or the uploaded document (and record). */
  source: z.object({
    resultId: z.string().nullable(),
    documentId: z.string().nullable(),
    /** 0-based position of the record in a multi-record document. */
    recordPosition: z.number().int().nullable(),
  }),
  /** 'Lis Pendens', 'Notice of Sheriff Sale', ... */
  filingType: z.string().nullable(),
  caseNumber: z.string().nullable(),
  court: z.string().nullable(),
  defendantName: z.string().nullable(),
  plaintiffName: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** YYYY-MM-DD. */
  filingDate: z.string().nullable(),
  /** YYYY-MM-DD. */
  saleDate: z.string().nullable(),
  /** Decimal string, e.g. '245000.00'. */
  loanAmount: z.string().nullable(),
  /** What loanAmount is: loan, judgment, upset_price, minimum_bid, tax, other. */
  amountKind: z.string().nullable(),
  /**
   * Where the sale stood when the lead was kept, as the public record said ('cancelled': no
   * live lead; such a lead starts as 'dead'); null when the record does not say, and for uploads.
   */
  saleStatus: z.enum(SALE_STATUSES).nullable(),
  /**
   * The case's stage, next sale date and postponements now (common/lifecycle.ts), read live from
   * the public record behind the lead, so a later re-ingest shows here; for a lead from an upload,
   * from the user's uploads of that case (a postponement uploaded later moves it); null / 0 when
   * nothing has reported a stage.
   */
  stage: z.enum(CASE_STAGES).nullable(),
  nextSaleDate: z.string().nullable(),
  postponementCount: z.number().int(),
  /** A public record's document at its source. */
  documentUrl: z.string().nullable(),
  /** The download route of the uploaded document (counts a trial download); null otherwise. */
  downloadPath: z.string().nullable(),
  isDocumentAvailable: z.boolean(),
  sourceDatabase: z.string().nullable(),
  /** Generated sample data, not a real filing. */
  isSample: z.boolean(),
  /** Where the record comes from and how fresh it is (leadProvenance). */
  provenance: leadProvenance,
  /** How urgent the lead is today, computed when read (leadUrgency). */
  urgency: leadUrgency,
  status: leadStatus,
  tags: z.array(z.string()),
  folder: z.string().nullable(),
  nextActionAt: z.string().nullable(),
  contactCount: z.number().int(),
  /**
   * The equity ESTIMATE (decimal string): assessor market value less what the filing shows owed,
   * as last enriched (docs/decisions/0035); null: not enriched, or an input is missing.
   */
  estimatedEquity: z.string().nullable(),
  /** The assessor's mailing address for the owner is not the property; null: not known. */
  absenteeOwner: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type LeadView = z.infer<typeof leadView>

/** One change a source reported about the case behind a lead (common/lifecycle.ts). */
export const caseEventView = z.object({
  id: z.string(),
  kind: z.enum(CASE_EVENT_KINDS),
  /** When it was recorded (ISO 8601). */
  recordedAt: z.string(),
  /** The sale date it set (scheduled, postponed to), YYYY-MM-DD. */
  saleDate: z.string().nullable(),
  /** For a postponement: how many there have been, this one included. */
  postponementCount: z.number().int().nullable(),
  /** The source that reported it, by name ('Your upload: notice.pdf' for the user's upload). */
  sourceName: z.string().nullable(),
  /**
   * Where it came from: 'index', the public records index (any user may see it); 'upload', the
   * user's own uploaded document (shown to that user only). docs/decisions/0044.
   */
  origin: z.enum(['index', 'upload']),
  /** For a sale (sold, REO): who bought, when the source says. */
  soldTo: z.enum(['plaintiff', 'third_party']).nullable().optional(),
  /** For a sale: what it sold for (decimal string), when the source says. */
  salePrice: z.string().nullable().optional(),
})
export type CaseEventView = z.infer<typeof caseEventView>
