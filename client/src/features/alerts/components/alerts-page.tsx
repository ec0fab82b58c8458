import { useDocumentTitle } from '@/hooks/use-document-title'
import { pageTitle } from '@/lib/brand'
import { useAlerts } from '../api/alerts'
import { AlertsSection } from './alerts-section'
import { UrgencyAlertSection } from './urgency-alert-section'
import { WebhookSection } from './webhook-section'

/** `/alerts`: the user's monitors, their urgency alert and, on Elite, the webhook they can post to. */
export function AlertsPage() {
  useDocumentTitle(pageTitle('Alerts'))
  const { data } = useAlerts()
  return (
    <div className="grid gap-4">
      <h1 className="font-semibold text-2xl">Alerts</h1>
      <AlertsSection />
      <UrgencyAlertSection />
      <WebhookSection allowed={data?.allowance.webhooks ?? false} />
    </div>
  )
}
