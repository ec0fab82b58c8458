import { urlOf } from '@common/api/endpoint'
import { leadsEndpoints } from '@common/api/endpoints/leads'
import {
  type ExportFormat,
  exportFileName,
  SKIPPED_SAMPLE_HEADER,
} from '@common/contracts/lead-export'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api'
import { type LeadFilters, leadsApiQuery } from '../lib/lead-filters'

export interface ExportedFile {
  fileName: string
  /** Sample leads the filters matched, left out of the file (never exported as real). */
  skippedSample: number
}

/** The file name the server gave (Content-Disposition), else the one it would give. */
function fileNameOf(disposition: string | null, format: ExportFormat): string {
  const match = disposition?.match(/filename="([^"]+)"/)
  return match?.[1] ?? exportFileName(format)
}

/** Saves `blob` as `fileName` through a temporary link (the browser's own download). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // After the click has handed the file to the browser.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * GET /api/leads/export: the leads under the list's filters, sort and ZIP grouping as CSV or
 * Excel, saved as a file; a refusal (403 EXPORT_NOT_IN_PLAN...) throws an ApiError.
 */
async function exportLeads(filters: LeadFilters, format: ExportFormat): Promise<ExportedFile> {
  const { method, path } = leadsEndpoints.export
  const query = leadsApiQuery(filters, { group: 'zip', format })
  const response = await apiRequest(method, urlOf(path, {}, query))
  const fileName = fileNameOf(response.headers.get('content-disposition'), format)
  saveFile(await response.blob(), fileName)
  return { fileName, skippedSample: Number(response.headers.get(SKIPPED_SAMPLE_HEADER) ?? 0) }
}

export function useExportLeads() {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: LeadFilters; format: ExportFormat }) =>
      exportLeads(filters, format),
  })
}
