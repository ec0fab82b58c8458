/**
 * The assessor and census data gathered for a property, shared by every user with a lead there
 * (docs/decisions/0035).
 */
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ENRICHMENT_STATUSES } from '../../../../common/enums'
import { flag, oneOf, timestamps, timestamptz, uuidPk } from './columns'
import { publicRecordsResults } from './records'

/**
 * Assessor and census data gathered for one property, shared by every user whose lead is that
 * property (public data; docs/decisions/0035). Keyed by the property key (a parcel's address,
 * normalised, in its county and state; 'sample:' keys for generated sample records). The users'
 * own notes stay on their leads.
 */
export const propertyEnrichment = pgTable(
  'property_enrichment',
  {
    id: uuidPk(),
    /** 'STATE|county|street|zip', upper-case and normalised (enrichment/property-key.ts). */
    propertyKey: text('property_key').notNull().unique(),
    /** The saved result that first asked for it (provenance; the row is shared). */
    resultId: uuid('result_id')
      .unique()
      .references(() => publicRecordsResults.id, { onDelete: 'set null' }),
    /** The parcel id the assessor gave. */
    parcelId: text('parcel_id'),
    /** The assessor preset that answered, 'sample' for sample enrichment, null for none. */
    source: text('source'),
    assessorData: jsonb('assessor_data'),
    censusData: jsonb('census_data'),
    enrichmentStatus: text('enrichment_status').notNull().default('pending'),
    /** Why it failed, or what part of it failed when the rest completed. */
    failureReason: text('failure_reason'),
    /** Generated for a sample record: labelled sample wherever it is shown. */
    isSample: flag('is_sample'),
    /** When a worker took it on (another worker leaves it alone for a few minutes). */
    claimedAt: timestamptz('claimed_at'),
    lastEnriched: timestamptz('last_enriched'),
    ...timestamps(),
  },
  (t) => [
    check('property_enrichment_status_check', oneOf(t.enrichmentStatus, ENRICHMENT_STATUSES)),
  ],
)

export type PropertyEnrichment = typeof propertyEnrichment.$inferSelect
