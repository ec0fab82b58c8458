import type { PublicRecordsSearchResponse } from '@common/contracts/records'
import type { ToastMessage } from '@/hooks/use-toast'

type SearchSummary = Pick<
  PublicRecordsSearchResponse,
  'isTrialUser' | 'trialLimitReached' | 'totalFound' | 'accessibleInTrial'
>

/** 'documents', or 'document' for exactly one. */
export function documentsNoun(count: number): string {
  return count === 1 ? 'document' : 'documents'
}

/** A trial user who found more than the trial shows: the header and toast say how many are open. */
function showsTrialShare(summary: SearchSummary): boolean {
  return summary.isTrialUser && summary.trialLimitReached
}

/** The results header badge: '{n} documents found', or '{accessible} of {total} accessible in trial'. */
export function resultsCountLabel(summary: SearchSummary): string {
  if (showsTrialShare(summary)) {
    return `${summary.accessibleInTrial} of ${summary.totalFound} accessible in trial`
  }
  return `${summary.totalFound} ${documentsNoun(summary.totalFound)} found`
}

/**
 * 'Search Completed' (spec section 8): a trial user past the visible limit is told the total
 * and how many of them are open; everyone else 'Found N foreclosure documents'.
 */
export function searchSuccessToast(summary: SearchSummary): ToastMessage {
  const found = `Found ${summary.totalFound} foreclosure ${documentsNoun(summary.totalFound)}`
  return {
    title: 'Search Completed',
    description: showsTrialShare(summary)
      ? `${found} (${summary.accessibleInTrial} accessible in trial)`
      : found,
  }
}
