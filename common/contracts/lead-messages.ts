/** The messages of the refusals the lead routes answer with (common/contracts/leads.ts). */
export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  someNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected leads was' : `${missing} of the selected leads were`} not found. Nothing was changed; refresh the list and try again.`,
  resultsNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected results is' : `${missing} of the selected results are`} not among your saved search results. Nothing was kept; search again and keep from the new results.`,
  searchNotFound: 'Search not found among your searches.',
  documentNotFound: 'Document not found',
  recordsNotFound: (missing: number) =>
    `${missing === 1 ? '1 of the selected records is' : `${missing} of the selected records are`} not in this document (it may have been analysed again). Nothing was kept; reopen the document and try again.`,
  masked: (count: number) =>
    `${count === 1 ? '1 of the selected results is' : `${count} of the selected results are`} hidden on your plan, so ${count === 1 ? 'it' : 'they'} cannot be kept as leads. Subscribe or upgrade to see ${count === 1 ? 'it' : 'them'}, then open the search again. Nothing was kept.`,
  documentPending:
    'This document is still being analysed. Keep it as a lead once its analysis has completed.',
  documentFailed:
    'This document could not be analysed, so there is nothing to keep as a lead. Upload a clearer copy.',
  tagsNotInPlan:
    'Tags and folders are part of the Pro and Elite plans. Upgrade to tag leads and file them in folders; you can still remove the tags and folders your leads already have.',
  tooManyTags: (limit: number) =>
    `A lead can have at most ${limit} tags. Remove some tags before adding more. Nothing was changed.`,
  badCursor: 'This page link is not valid. Load the list again from the first page.',
  staleCursor:
    'This page link belongs to a list with other filters or another sort. Load the list again from the first page.',
} as const
