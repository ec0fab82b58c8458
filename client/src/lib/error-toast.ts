/**
 * The toast of a call that failed where the server's own words are the best explanation (a
 * refusal it explains, a validation message): those words, else the caller's `fallback`.
 */
import type { ToastMessage } from '@/hooks/use-toast'
import { apiErrorMessage } from '@/lib/api'

export function errorToast(title: string, error: unknown, fallback: string): ToastMessage {
  return { title, description: apiErrorMessage(error) ?? fallback, variant: 'destructive' }
}
