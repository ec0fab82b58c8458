/**
 * The alerts feature (alerts on new filings: the monitors, the notifications bell and the
 * webhook), as the app sees it: what client/src/app imports from it. Every other file in this
 * folder is private to the feature (client/src/architecture.test.ts checks it).
 */
export { AlertMeHereButton } from './components/alert-me-here-button'
export { AlertsPage } from './components/alerts-page'
export { NotificationsBell } from './components/notifications-bell'
