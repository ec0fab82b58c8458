/**
 * The callbacks of a mutation whose outcome is told in a toast and nothing more: `success` (or
 * the toast made of the reply), else the toast `failure` makes of the error.
 */
import { type ToastMessage, toast } from '@/hooks/use-toast'

export function toastOutcome<Reply>(
  success: ToastMessage | ((reply: Reply) => ToastMessage),
  failure: (error: unknown) => ToastMessage,
) {
  return {
    onSuccess: (reply: Reply) => toast(typeof success === 'function' ? success(reply) : success),
    onError: (error: unknown) => toast(failure(error)),
  }
}
