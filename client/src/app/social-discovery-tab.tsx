/**
 * The dashboard's social-discovery tab (spec section 2), composed here because it joins two
 * features: the contacts feature's search panel and found profiles, and the outreach feature's
 * composer and history, which slot in beside the selected profile (`renderComposer`,
 * `renderHistory`: they get the profile's id, defendantName and platform). A search opened from a
 * lead (`?name=&location=&lead=`) comes pre-filled.
 */
import type { SocialPlatform } from '@common/enums'
import { type ReactNode, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useSocialProfiles } from '@/features/contacts/api/social-profiles'
import { SocialProfileList } from '@/features/contacts/components/social-profile-list'
import { SocialSearchPanel } from '@/features/contacts/components/social-search-panel'
import { socialPrefillFrom } from '@/features/contacts/lib/social-prefill'

/** What the outreach composer needs of the profile it writes to. */
export interface SelectedProfile {
  id: string
  defendantName: string
  platform: SocialPlatform
}

export interface SocialDiscoveryTabProps {
  /** The message composer for the selected profile (the outreach feature). */
  renderComposer?: (profile: SelectedProfile) => ReactNode
  /** The outreach history, of the selected profile or all (the outreach feature). */
  renderHistory?: (profile: SelectedProfile | null) => ReactNode
}

export function SocialDiscoveryTab({ renderComposer, renderHistory }: SocialDiscoveryTabProps) {
  const [params] = useSearchParams()
  const query = params.toString()
  const prefill = useMemo(() => socialPrefillFrom(new URLSearchParams(query)), [query])
  const profiles = useSocialProfiles()
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const list = profiles.data?.profiles ?? []
  const found = list.find((profile) => profile.id === selectedId)
  const selected: SelectedProfile | null = found
    ? { id: found.id, defendantName: found.defendantName, platform: found.platform }
    : null

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <div className="grid gap-6">
        <SocialSearchPanel
          prefill={prefill}
          usage={profiles.data?.usage}
          onFound={(ids) => setSelectedId(ids[0] ?? selectedId)}
        />
        {renderHistory?.(selected)}
      </div>
      <div className="grid gap-6">
        <section aria-labelledby="found-profiles-heading" className="grid gap-3">
          <h2 id="found-profiles-heading" className="font-semibold text-lg text-slate-900">
            Found Profiles
          </h2>
          {profiles.isPending ? (
            <p className="text-muted-foreground text-sm">Loading profiles...</p>
          ) : profiles.isError ? (
            <p className="text-destructive text-sm">The profiles could not be loaded.</p>
          ) : (
            <SocialProfileList
              profiles={list}
              selectedId={selectedId}
              onSelect={(profile) => setSelectedId(profile.id)}
            />
          )}
        </section>
        {selected && renderComposer?.(selected)}
      </div>
    </div>
  )
}
