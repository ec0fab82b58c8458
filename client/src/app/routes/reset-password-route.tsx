/** `/reset-password?token=`: the new password from the e-mailed link. A chunk of its own, loaded when the route is first visited. */
export { ResetPasswordPage } from '@/features/accounts'
