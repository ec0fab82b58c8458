import { useSearchParams } from 'react-router'
import { OutreachPanel } from '@/features/outreach/components/outreach-panel'

/**
 * The dashboard's social-discovery tab, assembled from the features it shows: the contacts
 * feature's search panel and profile list (composed here beside this by the contacts work), and
 * the outreach feature's composer and history. The profile being written to is in the URL
 * (`?tab=social-discovery&profile=<id>`), so a profile list's "Message" action is a link and a
 * reload keeps the composer open.
 */
export function SocialDiscoveryTab() {
  const [params] = useSearchParams()
  const profileId = params.get('profile')
  return (
    <div className="grid gap-4">
      <OutreachPanel
        profileId={profileId && /^[0-9a-f-]{36}$/i.test(profileId) ? profileId : null}
      />
    </div>
  )
}
