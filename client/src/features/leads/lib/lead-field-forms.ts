/**
 * The small forms of the lead workspace (a tag, a folder, a note, the free-text search), each
 * checked by the field of the schema the server validates the change or the list query with
 * (leadPatch, leadTag, listLeadsRequest).
 */
import { leadPatch, leadTag, listLeadsRequest } from '@common/contracts/leads'
import { z } from 'zod'

/** A tag to add: normalised as the server keeps it ('Hot ' is 'hot'). */
export const tagForm = z.object({ tag: leadTag })

/** A folder to file in: an empty name takes the lead out of its folder (null). */
export const folderForm = z
  .object({ folder: z.string() })
  .transform(({ folder }) => ({ folder: folder.trim() || null }))
  .pipe(z.object({ folder: leadPatch.shape.folder.unwrap() }))

/** A note: trimmed, not empty. */
export const noteForm = z.object({ note: leadPatch.shape.note.unwrap() })

/** The list's free text: trimmed; empty is no filter. */
export const searchTextForm = z
  .object({ q: listLeadsRequest.shape.q })
  .transform(({ q }) => ({ q: q ?? '' }))
