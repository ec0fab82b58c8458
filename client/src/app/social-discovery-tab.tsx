/**
 * The dashboard's social-discovery tab (spec section 2), composed here because it joins two
 * features: the contacts feature's search panel and found profiles, and the outreach feature's
 * composer and history for the profile chosen. The chosen profile is in the URL
 * (`?tab=social-discovery&profile=<id>`), so a reload keeps the composer open and a link can open
 * it; a search opened from a lead (`?name=&location=&lead=`) comes pre-filled.
 */
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  SocialProfileList,
  SocialSearchPanel,
  socialPrefillFrom,
  useSocialProfiles,
} from '@/features/contacts'
import { OutreachPanel } from '@/features/outreach'

const PROFILE_ID = /^[0-9a-f-]{36}$/i

export function SocialDiscoveryTab() {
  const [params, setParams] = useSearchParams()
  const query = params.toString()
  const prefill = useMemo(() => socialPrefillFrom(new URLSearchParams(query)), [query])
  const profiles = useSocialProfiles()
  const asked = params.get('profile')
  const selectedId = asked && PROFILE_ID.test(asked) ? asked : null
  const list = profiles.data?.profiles ?? []

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('profile', id)
        else next.delete('profile')
        return next
      },
      { replace: true },
    )

  return (
    <div className="grid items-start gap-6 xl:grid-cols-[22rem_minmax(0,1fr)]">
      <SocialSearchPanel
        prefill={prefill}
        usage={profiles.data?.usage}
        onFound={(ids) => select(ids[0] ?? selectedId)}
      />
      <div className="grid min-w-0 gap-6">
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
              onSelect={(profile) => select(profile.id)}
            />
          )}
        </section>
        <OutreachPanel profileId={selectedId} />
      </div>
    </div>
  )
}
