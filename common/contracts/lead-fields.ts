/**
 * The lead fields the user owns (status, tags, folder, next action, notes) and the patch that
 * changes them, one lead or many (docs/decisions/0017-leads.md). Split from leads.ts, which
 * re-exports it.
 */
import { z } from 'zod'
import { LEAD_STATUSES } from '../enums'
import { LEADS } from '../limits'

/**
 * A tag as stored: trimmed, inner white space collapsed to one space, lower-case (so 'Hot' and
 * 'hot ' are one tag and the tag filter needs no case rules), 1 to LEADS.tagLength characters,
 * no comma (the list's `tag` filter takes a comma-separated list).
 */
export function normalizeTag(tag: string): string {
  return tag.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export const leadTag = z
  .string({ error: 'A tag must be text' })
  .transform(normalizeTag)
  .pipe(
    z
      .string()
      .min(1, 'A tag cannot be empty')
      .max(LEADS.tagLength, `A tag must be at most ${LEADS.tagLength} characters`)
      .refine((tag) => !tag.includes(','), 'A tag cannot contain a comma'),
  )

const distinct = (values: string[]) => [...new Set(values)]

/** A list of tags, normalised and without repeats, at most LEADS.tagsPerLead. */
const tagList = z
  .array(leadTag, { error: 'Send the tags as a list of text' })
  .transform(distinct)
  .refine(
    (tags) => tags.length <= LEADS.tagsPerLead,
    `A lead can have at most ${LEADS.tagsPerLead} tags`,
  )

/** A folder name: trimmed, inner white space collapsed, case kept, 1 to LEADS.folderLength. */
const folderName = z
  .string({ error: 'A folder must be text, or null for no folder' })
  .transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, 'A folder name cannot be empty (send null to take the lead out of its folder)')
      .max(LEADS.folderLength, `A folder name must be at most ${LEADS.folderLength} characters`),
  )

/**
 * Years a date the user sends may have. PostgreSQL refuses year 0 ('0000-01-01' is out of
 * range), which would otherwise surface as a 500; no foreclosure date is outside these.
 */
const LEAD_DATE_YEARS = { min: 1900, max: 2200 } as const
const yearOf = (value: string) => Number(value.slice(0, 4))
export const inYears = (value: string) =>
  yearOf(value) >= LEAD_DATE_YEARS.min && yearOf(value) <= LEAD_DATE_YEARS.max
export const yearsMessage = (name: string) =>
  `${name} must be between the years ${LEAD_DATE_YEARS.min} and ${LEAD_DATE_YEARS.max}`

export const leadStatus = z.enum(LEAD_STATUSES, {
  error: `Status must be one of: ${LEAD_STATUSES.join(', ')}`,
})

/**
 * What PATCH /api/leads/:id and the bulk update change. `tags` replaces the lead's tags;
 * `addTags` / `removeTags` change them (not together with `tags`); `folder` and `nextActionAt`
 * take null to clear; `note` appends a timestamped note. Unknown keys are refused.
 */
export const leadPatch = z
  .strictObject(
    {
      status: leadStatus.optional(),
      tags: tagList.optional(),
      addTags: tagList.optional(),
      removeTags: tagList.optional(),
      folder: folderName.nullable().optional(),
      nextActionAt: z.iso
        .datetime({
          offset: true,
          error: 'nextActionAt must be a date and time such as 2026-03-01T09:00:00Z, or null',
        })
        .pipe(z.string().refine(inYears, yearsMessage('nextActionAt')))
        .nullable()
        .optional(),
      note: z
        .string({ error: 'A note must be text' })
        .trim()
        .min(1, 'A note cannot be empty')
        .max(LEADS.noteLength, `A note must be at most ${LEADS.noteLength} characters`)
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field ${issue.keys.join(', ')}: a lead takes status, tags, addTags, removeTags, folder, nextActionAt and note`
          : 'Send the changes as a JSON object',
    },
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    // Only when the fields are right: an unknown key alone should not also read as "nothing".
    when: (payload) => payload.issues.length === 0,
    error:
      'Nothing to change: send status, tags, addTags, removeTags, folder, nextActionAt or note',
  })
  .refine((patch) => !(patch.tags && (patch.addTags || patch.removeTags)), {
    error: 'Send either tags (to replace them) or addTags / removeTags, not both',
    path: ['tags'],
  })
export type LeadPatch = z.infer<typeof leadPatch>
