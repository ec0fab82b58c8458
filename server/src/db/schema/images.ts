/**
 * Pictures of properties (docs/decisions/0036): the spec's `images` table, and what the images
 * module keeps beside it: the bytes of pictures whose licence lets us keep a copy, and when each provider was last asked
 * about a property (so a property without Street View is not asked again on every view).
 */
import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  IMAGE_LICENSES,
  IMAGE_LOOKUP_OUTCOMES,
  IMAGE_PROVIDERS,
  IMAGE_TYPES,
  IMAGE_VISIBILITIES,
  SUBSCRIPTION_TIERS,
} from '../../../../common/enums'
import { createdAt, flag, oneOf, timestamptz, uuidPk } from './columns'
import { publicRecordsResults } from './records'

/**
 * A picture of a property, with its licence and who may see it (docs/decisions/0036). Public
 * data shared by every user with a lead at the property: keyed by `propertyKey` (state, ZIP and
 * normalised street, modules/images/property-key.ts), not by one user's saved result.
 */
export const images = pgTable(
  'images',
  {
    id: uuidPk(),
    /** The saved result it was first found for (the spec's link); null: found for a lead. */
    resultId: uuid('result_id').references(() => publicRecordsResults.id, { onDelete: 'set null' }),
    /** 'OH|45202|123 MAIN ST': every lead at the property shares its images. */
    propertyKey: text('property_key').notNull(),
    /**
     * Where the picture is: the source's URL (county photos), 'streetview:' (fetched on view by
     * the address, never stored: Google's terms) or 'sample:<type>' (generated here).
     */
    uri: text('uri').notNull(),
    provider: text('provider').notNull(),
    imageType: text('image_type').notNull(),
    license: text('license').notNull(),
    attribution: text('attribution'),
    visibility: text('visibility').notNull(),
    minSubscriptionTier: text('min_subscription_tier').notNull().default('basic'),
    width: integer('width'),
    height: integer('height'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    /** What the provider said of the picture (Street View: the capture date and copyright). */
    providerData: jsonb('provider_data').$type<Record<string, string>>(),
    /** Generated for a sample record: never a real photo. */
    isSample: flag('is_sample'),
    fetchedAt: timestamptz('fetched_at').notNull().defaultNow(),
  },
  (t) => [
    index('images_result_id_idx').on(t.resultId),
    unique('images_property_provider_type_unique').on(t.propertyKey, t.provider, t.imageType),
    check('images_provider_check', oneOf(t.provider, IMAGE_PROVIDERS)),
    check('images_image_type_check', oneOf(t.imageType, IMAGE_TYPES)),
    check('images_license_check', oneOf(t.license, IMAGE_LICENSES)),
    check('images_visibility_check', oneOf(t.visibility, IMAGE_VISIBILITIES)),
    check('images_min_tier_check', oneOf(t.minSubscriptionTier, SUBSCRIPTION_TIERS)),
    // Only public-domain pictures may go without a credit line.
    check(
      'images_attribution_check',
      sql`${t.license} = 'public_domain' or coalesce(btrim(${t.attribution}), '') <> ''`,
    ),
  ],
)

export type Image = typeof images.$inferSelect

const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
})

/** The stored copy of a picture (county photos the source licenses for reuse). */
export const imageContents = pgTable('image_contents', {
  imageId: uuid('image_id')
    .primaryKey()
    .references(() => images.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/** The last time a provider was asked for a property's pictures, and what it answered. */
export const imageLookups = pgTable(
  'image_lookups',
  {
    id: uuidPk(),
    propertyKey: text('property_key').notNull(),
    provider: text('provider').notNull(),
    /** 'found', 'none' (e.g. Street View's ZERO_RESULTS) or 'failed' (asked again sooner). */
    outcome: text('outcome').notNull(),
    reason: text('reason'),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
  },
  (t) => [
    unique('image_lookups_property_provider_unique').on(t.propertyKey, t.provider),
    check('image_lookups_outcome_check', oneOf(t.outcome, IMAGE_LOOKUP_OUTCOMES)),
  ],
)
