import { MessageSquare } from 'lucide-react'
import { apiErrorCode } from '@/lib/api'
import { useOutreachContext } from '../api/get-outreach-context'
import { OutreachComposer } from './outreach-composer'
import { OutreachHistory } from './outreach-history'

/**
 * The outreach part of the social-discovery tab: for a chosen profile, the composer and that
 * profile's history; with none chosen, every message the user logged and how to start one.
 */
export function OutreachPanel({ profileId }: { profileId: string | null }) {
  const context = useOutreachContext(profileId)
  if (!profileId) {
    return (
      <div className="grid gap-4">
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
          <MessageSquare className="size-4" aria-hidden="true" />
          Choose a profile found by the search to write a message to it.
        </p>
        <OutreachHistory />
      </div>
    )
  }
  if (context.isPending) {
    return <p className="text-muted-foreground text-sm">Loading the profile...</p>
  }
  if (!context.data) {
    const gone = apiErrorCode(context.error) === 'SOCIAL_PROFILE_NOT_FOUND'
    return (
      <p className="text-destructive text-sm">
        {gone
          ? 'This profile is not among your profiles (it may have been removed).'
          : 'The profile could not be loaded. Try again.'}
      </p>
    )
  }
  const { profile } = context.data
  return (
    <div className="grid gap-4 xl:grid-cols-2 xl:items-start">
      <OutreachComposer key={profile.id} profile={profile} />
      <OutreachHistory profile={profile} />
    </div>
  )
}
