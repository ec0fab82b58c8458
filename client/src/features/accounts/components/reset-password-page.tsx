import { PagePlaceholder } from '@/components/layout/page-placeholder'

/** /reset-password?token=…: choose a new password from an e-mailed link. */
export function ResetPasswordPage() {
  return (
    <PagePlaceholder title="Reset Password">
      <p>You will choose a new password here from the link in your password-reset e-mail.</p>
    </PagePlaceholder>
  )
}
