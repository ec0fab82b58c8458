import { documentsEndpoints } from '@common/api/endpoints/documents'
import type { ListDocumentsResponse, UploadDocumentResponse } from '@common/contracts/documents'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api'
import { documentsListZip, queryKeys } from '@/lib/query-keys'

interface UploadDocumentInput {
  file: File
  /** A 5-digit ZIP code, or empty to let the extractor read it from the document. */
  zipCode: string
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
}

/**
 * POST /api/documents as multipart/form-data (field 'file', optional 'zipCode'). It goes
 * through XMLHttpRequest because fetch cannot report upload progress. A refusal rejects with
 * the same ApiError (`${status}: ${body}`) the other calls throw.
 */
function uploadDocument({
  file,
  zipCode,
  onProgress,
}: UploadDocumentInput): Promise<UploadDocumentResponse> {
  const form = new FormData()
  const zip = zipCode.trim()
  // The text field first: the server reads the parts in order and the file is streamed.
  if (zip) form.append('zipCode', zip)
  form.append('file', file, file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(documentsEndpoints.upload.method, documentsEndpoints.upload.path)
    request.withCredentials = true
    request.responseType = 'text'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const created: UploadDocumentResponse = JSON.parse(request.responseText)
          resolve(created)
        } catch {
          reject(new Error('The server answered the upload with something unreadable.'))
        }
        return
      }
      reject(new ApiError(request.status, request.responseText, request.statusText))
    }
    request.onerror = () => reject(new Error('Network error during upload'))
    request.onabort = () => reject(new Error('Upload cancelled'))
    request.send(form)
  })
}

/**
 * Puts the new document (as the server answered: pending) at the top of the lists it belongs
 * to, so it shows at once with 'AI analysis in progress...'; those lists then poll until the
 * analysis ends. Every other documents list is marked stale and read again when next shown.
 */
function insertIntoDocumentLists(queryClient: QueryClient, created: UploadDocumentResponse): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.documents.all, refetchType: 'none' })
  const listsOfIt = (key: readonly unknown[]) => {
    const filter = documentsListZip(key)
    return filter === 'all' || filter === created.zipCode
  }
  queryClient.setQueriesData<ListDocumentsResponse>(
    { queryKey: queryKeys.documents.all, predicate: (query) => listsOfIt(query.queryKey) },
    (list) =>
      list && {
        documents: [created, ...list.documents.filter((document) => document.id !== created.id)],
      },
  )
}

/**
 * Uploads a PDF. The new document joins the lists at once (see insertIntoDocumentLists); the trial
 * status (an upload spends one of the trial's 2) and the plan's usage are read again.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: (created) => insertIntoDocumentLists(queryClient, created),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.trialStatus })
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage })
    },
  })
}
