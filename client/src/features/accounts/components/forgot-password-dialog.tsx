import { type ForgotPasswordRequest, forgotPasswordRequest } from '@common/contracts/accounts'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { DialogFooter } from '@/components/ui/dialog'
import { DialogCancelButton, ModalDialog } from '@/components/ui/modal-dialog'
import { PendingButton } from '@/components/ui/pending-button'
import { toast } from '@/hooks/use-toast'
import { useForgotPassword } from '../api/forgot-password'
import { RESET_EMAIL_SENT_TOAST } from '../lib/account-toast'
import { forgotPasswordErrorToast } from '../lib/password-reset-error-toasts'
import { EmailField } from './email-field'

interface ForgotPasswordDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** What the sign-in form's e-mail field held when the dialog opened. */
  initialEmail: string
}

/** Asks for an e-mail address and sends a password-reset link to it. */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  initialEmail,
}: ForgotPasswordDialogProps) {
  const forgotPassword = useForgotPassword()
  const form = useForm<z.input<typeof forgotPasswordRequest>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  })
  const { reset } = form

  useEffect(() => {
    if (open) reset({ email: initialEmail })
  }, [open, initialEmail, reset])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values)
    } catch (error) {
      toast(forgotPasswordErrorToast(error))
      return
    }
    toast(RESET_EMAIL_SENT_TOAST)
    onOpenChange(false)
  })

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reset Your Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <EmailField form={form} />
        <DialogFooter>
          <DialogCancelButton />
          <PendingButton type="submit" pending={forgotPassword.isPending} pendingLabel="Sending...">
            Send Reset Link
          </PendingButton>
        </DialogFooter>
      </form>
    </ModalDialog>
  )
}
