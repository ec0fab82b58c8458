import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { SettingsCard } from './settings-card'

/**
 * Settings: download everything the account holds as one zip. A plain link: the browser
 * downloads the stream itself, with the session cookie, and nothing is held in memory here.
 */
export function DataExportSection() {
  return (
    <SettingsCard
      id="data-export"
      icon={Download}
      title="Export your data"
      description="A zip of your profile, searches, leads with notes (JSON and CSV), documents and the files you uploaded, traced contacts, social profiles, outreach log, templates and campaigns."
    >
      <Button asChild variant="outline">
        <a href="/api/account/export" download>
          <Download aria-hidden="true" />
          Download my data
        </a>
      </Button>
    </SettingsCard>
  )
}
