/**
 * A county whose assessor publishes a photo per property at a predictable address, as the
 * operator configures it (COUNTY_PHOTO_SOURCES, a JSON array): the URL pattern, and the licence
 * and credit line as the county's own terms state them. The pattern's placeholders are filled
 * from the lead's address, each URL-encoded: {houseNumber}, {streetName}, {street}, {city},
 * {state}, {zip}.
 */
import { IMAGE_LICENSES, IMAGE_VISIBILITIES, PAID_TIERS } from '@common/enums'
import { z } from 'zod'

const PLACEHOLDERS = ['houseNumber', 'streetName', 'street', 'city', 'state', 'zip'] as const

export const countyPhotoPreset = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{2,60}$/, 'id: lower-case letters, digits and dashes'),
    state: z.string().regex(/^[A-Z]{2}$/, 'state: two capital letters'),
    /** As leads name it: 'Hamilton' (a trailing ' County' is ignored when matching). */
    county: z.string().min(2),
    name: z.string().min(2),
    urlPattern: z
      .string()
      .regex(/^https?:\/\/[^/{}]+\//, 'urlPattern: an http(s) URL whose host has no placeholder')
      .refine(
        (pattern) =>
          [...pattern.matchAll(/\{(\w+)\}/g)].every((match) =>
            (PLACEHOLDERS as readonly string[]).includes(match[1]!),
          ),
        `urlPattern: placeholders are ${PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`,
      ),
    /** Restricted pictures cannot be kept, and a county's are fetched once: not offered here. */
    license: z.enum(IMAGE_LICENSES).exclude(['restricted']),
    attribution: z.string().min(2).nullable().default(null),
    visibility: z.enum(IMAGE_VISIBILITIES).default('free'),
    minSubscriptionTier: z.enum(PAID_TIERS).default('basic'),
    tosUrl: z.url().nullable().default(null),
    requestsPerMinute: z.number().int().min(1).max(600).default(10),
  })
  .refine((preset) => preset.license === 'public_domain' || preset.attribution !== null, {
    message: 'attribution: required unless the licence is public_domain',
  })
export type CountyPhotoPreset = z.infer<typeof countyPhotoPreset>

/** Parses COUNTY_PHOTO_SOURCES; throws an error naming the variable and the problem. */
export function parseCountyPhotoPresets(json: string | undefined): CountyPhotoPreset[] {
  if (!json?.trim()) return []
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    throw new Error('COUNTY_PHOTO_SOURCES: not valid JSON (expected an array of presets)')
  }
  const parsed = z.array(countyPhotoPreset).safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`COUNTY_PHOTO_SOURCES[${issue?.path.join('.')}]: ${issue?.message}`)
  }
  return parsed.data
}

/** The preset's URL for a property, or null when the address lacks a placeholder's value. */
export function countyPhotoUrl(
  pattern: string,
  values: Record<(typeof PLACEHOLDERS)[number], string | null>,
): string | null {
  let missing = false
  const url = pattern.replace(/\{(\w+)\}/g, (_all, name: (typeof PLACEHOLDERS)[number]) => {
    const value = values[name]
    if (!value) missing = true
    return encodeURIComponent(value ?? '')
  })
  return missing ? null : url
}
