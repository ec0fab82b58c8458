import {
  type LeadView,
  type ListLeadsResponse,
  normalizeTag,
  type UpdateLeadRequest,
} from '@common/contracts/leads'
import type { InfiniteData } from '@tanstack/react-query'

const distinct = (tags: readonly string[]) => [...new Set(tags.map(normalizeTag))]

/**
 * The lead as the server will answer after `patch`, shown at once (optimistic update); the
 * server's answer replaces it, and a refusal rolls it back. Notes are not part of a list row.
 */
export function patchedLead<T extends LeadView>(lead: T, patch: UpdateLeadRequest): T {
  let tags = lead.tags
  if (patch.tags) tags = distinct(patch.tags)
  if (patch.addTags) tags = distinct([...tags, ...patch.addTags])
  if (patch.removeTags) {
    const removed = new Set(patch.removeTags.map(normalizeTag))
    tags = tags.filter((tag) => !removed.has(tag))
  }
  return {
    ...lead,
    status: patch.status ?? lead.status,
    tags,
    folder: patch.folder === undefined ? lead.folder : patch.folder,
    nextActionAt: patch.nextActionAt === undefined ? lead.nextActionAt : patch.nextActionAt,
  }
}

/** Every page of a cached list with the leads among `ids` patched. */
export function patchedPages(
  data: InfiniteData<ListLeadsResponse> | undefined,
  ids: ReadonlySet<string>,
  patch: UpdateLeadRequest,
): InfiniteData<ListLeadsResponse> | undefined {
  if (!data) return data
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      leads: page.leads.map((lead) => (ids.has(lead.id) ? patchedLead(lead, patch) : lead)),
    })),
  }
}
