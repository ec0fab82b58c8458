import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { queryKeys } from '@/lib/query-keys'

/** How long after a download link is opened the trial status is read again. */
const RECOUNT_DELAY_MS = 1500

/**
 * A download link (a document's, or a search result's kept notice) is opened in a new tab (the
 * browser shows or saves the file), so there is no response here to wait for. A download spends
 * one of the trial's 2, so the trial status is read again shortly after the tab opens. Shared by
 * the documents and the records features, which both offer downloads.
 */
export function useDownloadOpened() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trialStatus })
    }, RECOUNT_DELAY_MS)
  }, [queryClient])
}
