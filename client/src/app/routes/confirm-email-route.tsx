/** `/settings/confirm-email?token=`: the e-mailed link that confirms a new address. A chunk of its own, loaded when the route is first visited. */
export { ConfirmEmailPage } from '@/features/accounts'
